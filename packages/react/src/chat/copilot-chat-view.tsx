import type { AbstractAgent } from "@ag-ui/client";
import type { Message } from "@ag-ui/core";
import type { Suggestion } from "@wingman/core";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import type { CodeHighlighter } from "./messages/code-block.js";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CopilotChatErrorBanner, type CopilotChatErrorBannerProps } from "./copilot-chat-error-banner.js";
import { CopilotChatInput, type CopilotChatInputProps } from "./input/copilot-chat-input.js";
import { CopilotChatMessageView, type CopilotChatMessageViewProps } from "./messages/copilot-chat-message-view.js";
import { CopilotChatSuggestionView, type CopilotChatSuggestionViewProps } from "./suggestions/copilot-chat-suggestion-view.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { ArrowDownIcon } from "../ui/icons.js";
import { cx, renderSlot, type SlotValue } from "../ui/render-slot.js";
import { SkipToComposerLink } from "./skip-to-composer-link.js";
import { useAgentMessages } from "../hooks/use-agent-selector.js";
import { useAutoScroll } from "./use-auto-scroll.js";

/** Props of `CopilotChatView`: messages or an agent to follow, and a slot per part of the view. */
export interface CopilotChatViewProps {
  /** The messages to show (presentational use). Without it the view follows `agent`'s messages. */
  messages?: Message[];
  /**
   * Followed for its messages when `messages` is not given (re-rendering only the message list,
   * once per frame while streaming) and for the polite announcement of each finished reply.
   */
  agent?: AbstractAgent;
  isRunning?: boolean;
  /** Called with the composer's text when the user sends (when `inputProps` is not given). */
  onSubmitMessage?: (value: string) => void;
  /** Called when the user stops the run (when `inputProps` is not given). */
  onStop?: () => void;
  /** The composer's controlled value and its change handler (when `inputProps` is not given). */
  inputValue?: string;
  onInputChange?: (value: string) => void;
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
  welcomeScreen?: SlotValue<{ className?: string }> | boolean;
  /** All of the composer's props (the connected chat passes these); overrides `onSubmitMessage`/`onStop`. */
  inputProps?: CopilotChatInputProps;
  suggestions?: Suggestion[];
  suggestionsLoading?: boolean;
  /** Indexes of the suggestions shown as loading (CopilotKit's). */
  suggestionLoadingIndexes?: ReadonlyArray<number>;
  onSelectSuggestion?: (suggestion: Suggestion, index: number) => void;
  error?: Omit<CopilotChatErrorBannerProps, "className"> | undefined;
  /** Rendered after the messages (interrupts). */
  footer?: ReactNode;
  highlight?: CodeHighlighter;
}

function WelcomeScreen({ className }: { className?: string }) {
  const labels = useCopilotChatLabels();
  return (
    <div className={cx("wm-welcome", className)} data-testid="copilot-welcome-screen">
      <h2 className="wm-welcome__title">{labels.welcomeMessageText}</h2>
    </div>
  );
}

type MessageListProps = {
  isRunning: boolean;
  agentId: string | undefined;
  slot: CopilotChatViewProps["messageView"];
  welcomeScreen: CopilotChatViewProps["welcomeScreen"];
  footer: ReactNode;
  highlight: CodeHighlighter | undefined;
};

/** The message view, or the welcome screen while there are no messages. */
function MessageList(props: MessageListProps & { messages: Message[] }) {
  if (props.messages.length === 0 && props.welcomeScreen !== false) {
    return (
      <>
        {renderSlot(props.welcomeScreen === true ? undefined : props.welcomeScreen, WelcomeScreen, {})}
        {props.footer}
      </>
    );
  }
  return renderSlot(props.slot, CopilotChatMessageView, {
    messages: props.messages,
    isRunning: props.isRunning,
    ...(props.agentId !== undefined && { agentId: props.agentId }),
    footer: props.footer,
    ...(props.highlight && { highlight: props.highlight }),
  });
}

/**
 * Subscribes to the agent's messages (batched per frame), so only this part re-renders while a
 * reply streams. Mounted from the start so it never misses a run.
 */
function AgentMessages(props: MessageListProps & { agent: AbstractAgent }) {
  const messages = useAgentMessages(props.agent);
  return <MessageList {...props} messages={messages} />;
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

const NO_SUGGESTIONS: Suggestion[] = [];

/**
 * The chat's layout: messages (or the welcome screen), error, suggestions and composer. It takes
 * its messages and callbacks as props; `CopilotChat` is the wrapper connected to an agent.
 */
export function CopilotChatView(props: CopilotChatViewProps) {
  const labels = useCopilotChatLabels();
  const { scrollRef, contentRef, isAtBottom, scrollToBottom } = useAutoScroll(props.autoScroll ?? true);
  // useId's characters (":", "«") would need escaping in a fragment link.
  const composerAreaId = `wm-composer-${useId().replace(/[^\w-]/g, "")}`;
  const isRunning = props.isRunning ?? false;
  const { onSubmitMessage, onStop, inputValue, onInputChange } = props;
  const ownInputProps = useMemo(
    (): CopilotChatInputProps => ({
      onSubmitMessage: (text) => onSubmitMessage?.(text),
      isRunning,
      ...(onStop && { onStop }),
      ...(inputValue !== undefined && { value: inputValue }),
      ...(onInputChange && { onChange: onInputChange }),
    }),
    [onSubmitMessage, onStop, isRunning, inputValue, onInputChange],
  );
  const list: MessageListProps = {
    isRunning,
    agentId: props.agent?.agentId,
    slot: props.messageView,
    welcomeScreen: props.welcomeScreen,
    footer: props.footer,
    highlight: props.highlight,
  };
  return (
    <div className={cx("wm-root", "wm-chat", props.className)} data-wingman="" data-theme={props.theme ?? "auto"} data-testid="copilot-chat">
      <SkipToComposerLink composerAreaId={composerAreaId} />
      {props.header}
      <div className="wm-chat__scroll" ref={scrollRef} tabIndex={0} role="region" aria-label={labels.messagesLabel}>
        <div className="wm-chat__content" ref={contentRef}>
          {props.messages !== undefined || !props.agent ? (
            <MessageList {...list} messages={props.messages ?? []} />
          ) : (
            <AgentMessages {...list} agent={props.agent} />
          )}
        </div>
      </div>
      {!isAtBottom && (
        <button type="button" className="wm-icon-button wm-chat__scroll-button" data-testid="copilot-scroll-to-bottom" aria-label={labels.scrollToBottomLabel} onClick={scrollToBottom}>
          <ArrowDownIcon />
        </button>
      )}
      <div className="wm-chat__bottom" id={composerAreaId}>
        {props.error && renderSlot(props.errorBanner, CopilotChatErrorBanner, props.error)}
        {!isRunning &&
          renderSlot(props.suggestionView, CopilotChatSuggestionView, {
            suggestions: props.suggestions ?? NO_SUGGESTIONS,
            isLoading: props.suggestionsLoading ?? false,
            ...(props.suggestionLoadingIndexes && { loadingIndexes: props.suggestionLoadingIndexes }),
            onSelectSuggestion: props.onSelectSuggestion ?? (() => {}),
          })}
        {renderSlot(props.input, CopilotChatInput, props.inputProps ?? ownInputProps)}
      </div>
      {props.agent && <ReplyAnnouncer agent={props.agent} />}
    </div>
  );
}
