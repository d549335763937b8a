import type { AbstractAgent } from "@ag-ui/client";
import type { Suggestion } from "@wingman/core";
import { useEffect, useState, type ReactNode } from "react";
import type { CodeHighlighter } from "./code-block.js";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CopilotChatErrorBanner, type CopilotChatErrorBannerProps } from "./copilot-chat-error-banner.js";
import { CopilotChatInput, type CopilotChatInputProps } from "./copilot-chat-input.js";
import { CopilotChatMessageView, type CopilotChatMessageViewProps } from "./copilot-chat-message-view.js";
import { CopilotChatSuggestionView, type CopilotChatSuggestionViewProps } from "./copilot-chat-suggestion-view.js";
import { useCopilotKit } from "./copilot-kit-context.js";
import { ArrowDownIcon } from "./icons.js";
import { cx, renderSlot, type SlotValue } from "./render-slot.js";
import { useAgentMessages } from "./use-agent-selector.js";
import { useAutoScroll } from "./use-auto-scroll.js";

export interface CopilotChatViewProps {
  agent: AbstractAgent;
  isRunning: boolean;
  className?: string;
  /** `"auto"` (default) follows the system; `light`/`dark` force one. */
  theme?: "light" | "dark" | "auto";
  /** Shown above the messages (the popup and sidebar put their header here). */
  header?: ReactNode;
  /** Stick to the bottom while streaming unless the user scrolled up (default true). */
  autoScroll?: boolean;
  messageView?: SlotValue<CopilotChatMessageViewProps>;
  input?: SlotValue<CopilotChatInputProps>;
  suggestionView?: SlotValue<CopilotChatSuggestionViewProps>;
  errorBanner?: SlotValue<CopilotChatErrorBannerProps>;
  /** Shown instead of the messages while there are none; `false` for none. */
  welcomeScreen?: SlotValue<{ className?: string }> | false;
  inputProps: CopilotChatInputProps;
  suggestions: Suggestion[];
  suggestionsLoading: boolean;
  onSelectSuggestion: (suggestion: Suggestion, index: number) => void;
  error?: Omit<CopilotChatErrorBannerProps, "className"> | undefined;
  /** Rendered after the messages (interrupts). */
  footer?: ReactNode;
  highlight?: CodeHighlighter;
}

function WelcomeScreen({ className }: { className?: string }) {
  const labels = useCopilotChatLabels();
  return (
    <div className={cx("wm-welcome", className)}>
      <h2 className="wm-welcome__title">{labels.welcomeMessageText}</h2>
    </div>
  );
}

/**
 * Subscribes to the agent's messages (batched per frame) and renders the message view, or the
 * welcome screen while there are none. Mounted from the start so it never misses a run.
 */
function AgentMessages(props: {
  agent: AbstractAgent;
  isRunning: boolean;
  slot: CopilotChatViewProps["messageView"];
  welcomeScreen: CopilotChatViewProps["welcomeScreen"];
  footer: ReactNode;
  highlight: CodeHighlighter | undefined;
}) {
  const messages = useAgentMessages(props.agent);
  if (messages.length === 0 && props.welcomeScreen !== false) {
    return (
      <>
        {renderSlot(props.welcomeScreen, WelcomeScreen, {})}
        {props.footer}
      </>
    );
  }
  return renderSlot(props.slot, CopilotChatMessageView, {
    messages,
    isRunning: props.isRunning,
    ...(props.agent.agentId !== undefined && { agentId: props.agent.agentId }),
    footer: props.footer,
    ...(props.highlight && { highlight: props.highlight }),
  });
}

/** Announces each finished reply once through a polite live region (not every streamed token). */
function ReplyAnnouncer({ agent }: { agent: AbstractAgent }) {
  const { copilotkit } = useCopilotKit();
  const labels = useCopilotChatLabels();
  const [text, setText] = useState("");
  useEffect(() => {
    const subscription = copilotkit.subscribeToAgentWithOptions(agent, {
      onRunFinalized: () => {
        const last = [...agent.messages].reverse().find((message) => message.role === "assistant");
        const content = typeof last?.content === "string" ? last.content : "";
        if (content) setText(`${labels.replyAnnouncementPrefix}${content}`);
      },
    });
    return () => subscription.unsubscribe();
  }, [copilotkit, agent, labels.replyAnnouncementPrefix]);
  return (
    <div className="wm-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

/** The chat's layout: messages (or the welcome screen), error, suggestions and composer. */
export function CopilotChatView(props: CopilotChatViewProps) {
  const labels = useCopilotChatLabels();
  const { scrollRef, contentRef, isAtBottom, scrollToBottom } = useAutoScroll(props.autoScroll ?? true);
  return (
    <div className={cx("wm-root", "wm-chat", props.className)} data-wingman="" data-theme={props.theme ?? "auto"}>
      {props.header}
      <div className="wm-chat__scroll" ref={scrollRef} tabIndex={0} role="region" aria-label={labels.messagesLabel}>
        <div className="wm-chat__content" ref={contentRef}>
          <AgentMessages
            agent={props.agent}
            isRunning={props.isRunning}
            slot={props.messageView}
            welcomeScreen={props.welcomeScreen}
            footer={props.footer}
            highlight={props.highlight}
          />
        </div>
      </div>
      {!isAtBottom && (
        <button type="button" className="wm-icon-button wm-chat__scroll-button" aria-label={labels.scrollToBottomLabel} onClick={scrollToBottom}>
          <ArrowDownIcon />
        </button>
      )}
      <div className="wm-chat__bottom">
        {props.error && renderSlot(props.errorBanner, CopilotChatErrorBanner, props.error)}
        {!props.isRunning &&
          renderSlot(props.suggestionView, CopilotChatSuggestionView, {
            suggestions: props.suggestions,
            isLoading: props.suggestionsLoading,
            onSelectSuggestion: props.onSelectSuggestion,
          })}
        {renderSlot(props.input, CopilotChatInput, props.inputProps)}
      </div>
      <ReplyAnnouncer agent={props.agent} />
    </div>
  );
}
