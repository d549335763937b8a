import type { AbstractAgent } from "@ag-ui/client";
import type { ContentPart, Message } from "@ag-ui/core";
import type { Suggestion } from "@wingman/core";
import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { Feather, ScrollToBottomButton, ScrollView, type ScrollViewProps } from "./view/scroll-view.js";
import { WelcomeMessage, WelcomeScreen, type WelcomeScreenProps } from "./view/welcome-screen.js";
import type { CodeHighlighter } from "./messages/code-block.js";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import type { CopilotChatErrorBannerProps } from "./copilot-chat-error-banner.js";
import { CopilotChatInput, type CopilotChatInputMode, type CopilotChatInputProps } from "./input/copilot-chat-input.js";
import { CopilotChatMessageView, type CopilotChatMessageViewProps } from "./messages/copilot-chat-message-view.js";
import type { CopilotChatSuggestionViewProps } from "./suggestions/copilot-chat-suggestion-view.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { lazyPart, preloadPart } from "../ui/lazy-part.js";
import { whenIdle } from "@wingman/core/chat";
import { cx, renderSlot, type SlotValue, type WithSlots } from "../ui/render-slot.js";
import { SkipToComposerLink } from "./skip-to-composer-link.js";
import { useAgentMessages, useAgentSelector } from "../hooks/use-agent-selector.js";

/** The view's replaceable parts, by the props each default takes. */
export type CopilotChatViewSlots = {
  /** The message list. Default: `CopilotChatMessageView`. */
  messageView: CopilotChatMessageViewProps;
  /** The scrolling area around the messages. Default: `ScrollView`. */
  scrollView: ScrollViewProps;
  /** The composer. Default: `CopilotChatInput`. */
  input: CopilotChatInputProps;
  /** The suggestion pills. Default: `CopilotChatSuggestionView`. */
  suggestionView: CopilotChatSuggestionViewProps;
};

/** The view's props besides its slots: CopilotKit's, plus Wingman's agent, theme, header, footer and error. */
export type CopilotChatViewRestProps = {
  /** The messages to show (presentational use). Without it the view follows `agent`'s messages. */
  messages?: Message[];
  /**
   * Followed for its messages when `messages` is not given (re-rendering only the message list,
   * once per frame while streaming) and for the polite announcement of each finished reply.
   */
  agent?: AbstractAgent;
  /** Stick to the bottom while streaming unless the user scrolled up (default true). */
  autoScroll?: boolean;
  /** The agent is running: the composer shows Stop. Default: false. */
  isRunning?: boolean;
  /** The suggestions shown above the composer. Default: none. */
  suggestions?: Suggestion[];
  /** Indexes of the suggestions shown as loading. */
  suggestionLoadingIndexes?: ReadonlyArray<number>;
  /** Called when the user picks a suggestion. Default: none. */
  onSelectSuggestion?: (suggestion: Suggestion, index: number) => void;
  /** Shown while there are no messages, holding the composer and suggestions; `false` for none. Default: `WelcomeScreen`. */
  welcomeScreen?: SlotValue<WelcomeScreenProps> | boolean;
  /** Called with the composer's text (and, when there are attachments, their parts) when the user sends. */
  onSubmitMessage?: (value: string, parts?: ContentPart[]) => void;
  /** Called when the user presses Stop. Default: none. */
  onStop?: () => void;
  /** The composer's `mode`. */
  inputMode?: CopilotChatInputMode;
  /** The composer's controlled value and its change handler. */
  inputValue?: string;
  /** Called with the composer's text on every change. Default: none. */
  onInputChange?: (value: string) => void;
  /** The composer's `onStartTranscribe`: shows the microphone button. Default: none. */
  onStartTranscribe?: () => void;
  /** The composer's `onCancelTranscribe`. Default: none. */
  onCancelTranscribe?: () => void;
  /** The composer's `onFinishTranscribe`. Default: none. */
  onFinishTranscribe?: () => void;
  /** The composer's `onFinishTranscribeWithAudio`: receives the recording. Default: none. */
  onFinishTranscribeWithAudio?: (audioBlob: Blob) => Promise<void>;
  /** @deprecated Use the `input` slot's `disclaimer` (`input={{ disclaimer: MyDisclaimer }}`). */
  disclaimer?: SlotValue<HTMLAttributes<HTMLDivElement>>;
  /** `"auto"` (default) follows the system; `light`/`dark` force one. */
  theme?: "light" | "dark" | "auto";
  /** Shown above the messages (the popup and sidebar put their header here). */
  header?: ReactNode;
  /** The banner that shows `error` (a slot). Default: `CopilotChatErrorBanner`. */
  errorBanner?: SlotValue<CopilotChatErrorBannerProps>;
  /** All of the composer's props (the connected chat passes these), over the ones above. */
  inputProps?: CopilotChatInputProps;
  /** The whole set of suggestions is loading. Default: false. */
  suggestionsLoading?: boolean;
  /** An error to show in the error banner. Default: none. */
  error?: Omit<CopilotChatErrorBannerProps, "className"> | undefined;
  /** Rendered after the messages (interrupts). */
  footer?: ReactNode;
  /** Syntax highlighting of code blocks, loaded when one first needs it. Default: none (plain code). */
  highlight?: CodeHighlighter;
  // The DOM's own `inputMode` (virtual keyboard hint) would collide with the composer's mode.
} & Omit<HTMLAttributes<HTMLDivElement>, "inputMode">;

/** Props of `CopilotChatView`: CopilotKit's view props and slots, and `children` as a layout function. */
export type CopilotChatViewProps = WithSlots<CopilotChatViewSlots, CopilotChatViewRestProps>;

type MessageListProps = {
  isRunning: boolean;
  agentId: string | undefined;
  slot: CopilotChatViewProps["messageView"];
  footer: ReactNode;
  highlight: CodeHighlighter | undefined;
};

function MessageList(props: MessageListProps & { messages: Message[] }) {
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
 * reply streams.
 */
function AgentMessages(props: MessageListProps & { agent: AbstractAgent }) {
  const messages = useAgentMessages(props.agent);
  // A send makes the chat busy at once, but the agent tells its subscribers of the new message
  // one after another, asynchronously: "running" can arrive while this list still ends with the
  // previous reply, which would re-render that finished reply as streaming and back. Until the
  // list has caught up with the agent it keeps the run status it showed.
  const [isRunning, setIsRunning] = useState(props.isRunning);
  const behind = messages.length < props.agent.messages.length;
  if (!behind && isRunning !== props.isRunning) setIsRunning(props.isRunning);
  return <MessageList {...props} isRunning={behind ? isRunning : props.isRunning} messages={messages} />;
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
// Shown only once there are suggestions, or after a failure: their code loads with the first.
const CopilotChatSuggestionView = lazyPart<CopilotChatSuggestionViewProps>(() => import("./suggestions/copilot-chat-suggestion-view.js").then((module) => module.CopilotChatSuggestionView));
const CopilotChatErrorBanner = lazyPart<CopilotChatErrorBannerProps>(() => import("./copilot-chat-error-banner.js").then((module) => module.CopilotChatErrorBanner));
const isEmpty = (agent: AbstractAgent) => agent.messages.length === 0;

/** Whether the agent has no messages: re-renders only when that flips, not on every streamed token. */
function AgentChatView(props: CopilotChatViewProps & { agent: AbstractAgent }) {
  return <ChatViewLayout {...props} empty={useAgentSelector(props.agent, isEmpty)} />;
}

/**
 * The chat's layout: messages (or the welcome screen holding the composer), error, suggestions
 * and composer. It takes its messages and callbacks as props; `CopilotChat` is the wrapper
 * connected to an agent. Its parts are statics: `CopilotChatView.ScrollView`,
 * `.ScrollToBottomButton`, `.Feather`, `.WelcomeMessage`, `.WelcomeScreen`.
 */
function CopilotChatViewRoot(props: CopilotChatViewProps) {
  if (props.messages === undefined && props.agent) return <AgentChatView {...props} agent={props.agent} />;
  return <ChatViewLayout {...props} empty={(props.messages ?? []).length === 0} />;
}

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
};

// The composer renders again only when its own props change, not on every streamed message
// (an app's replaced input re-renders as rarely as in CopilotKit's re-render tests).
const ComposerSlot = memo(
  ({ slot, props }: { slot: CopilotChatViewProps["input"]; props: CopilotChatInputProps }) => renderSlot(slot, CopilotChatInput, props),
  (previous, next) => previous.slot === next.slot && sameProps(previous.props, next.props),
);

function ChatViewLayout({ empty, ...props }: CopilotChatViewProps & { empty: boolean }) {
  const {
    messageView,
    scrollView,
    input,
    suggestionView,
    welcomeScreen,
    messages,
    agent,
    autoScroll = true,
    isRunning = false,
    suggestions,
    suggestionLoadingIndexes,
    onSelectSuggestion,
    onSubmitMessage,
    onStop,
    inputMode,
    inputValue,
    onInputChange,
    onStartTranscribe,
    onCancelTranscribe,
    onFinishTranscribe,
    onFinishTranscribeWithAudio,
    disclaimer,
    theme = "auto",
    header,
    errorBanner,
    inputProps,
    suggestionsLoading = false,
    error,
    footer,
    highlight,
    children,
    className,
    ...rest
  } = props;
  const root = useRef<HTMLDivElement>(null);
  const welcome = empty && welcomeScreen !== false;
  // useId's characters (":", "«") would need escaping in a fragment link.
  const composerAreaId = `wm-composer-${useId().replace(/[^\w-]/g, "")}`;
  // The error banner is needed exactly when the network may be gone: fetch its code while it is there.
  useEffect(() => whenIdle(() => preloadPart(CopilotChatErrorBanner)), []);

  // (Undefined ones are as if not given: the composer falls back to its own state.)
  const composerProps: CopilotChatInputProps = {
    isRunning,
    showDisclaimer: true,
    onSubmitMessage,
    onStop,
    mode: inputMode,
    value: inputValue,
    onChange: onInputChange,
    onStartTranscribe,
    onCancelTranscribe,
    onFinishTranscribe,
    onFinishTranscribeWithAudio,
    disclaimer,
    ...(inputProps as object | undefined),
  };
  const inputElement = <ComposerSlot slot={input} props={composerProps} />;
  // As CopilotKit's: no suggestion view while running or while there is nothing to suggest.
  const suggestionElement =
    isRunning || (!suggestions?.length && !suggestionsLoading)
      ? undefined
    : renderSlot(suggestionView, CopilotChatSuggestionView, {
        suggestions: suggestions ?? NO_SUGGESTIONS,
        isLoading: suggestionsLoading,
        ...(suggestionLoadingIndexes && { loadingIndexes: suggestionLoadingIndexes }),
        onSelectSuggestion: onSelectSuggestion ?? (() => {}),
      });
  const list: MessageListProps = { isRunning, agentId: agent?.agentId, slot: messageView, footer, highlight };
  const messageElement = messages !== undefined || !agent ? <MessageList {...list} messages={messages ?? []} /> : <AgentMessages {...list} agent={agent} />;
  const scrollElement = renderSlot(scrollView, ScrollView, { autoScroll, children: messageElement });

  // The composer moves between the welcome screen and the bottom when the first message arrives:
  // keep the keyboard focus in it across that move.
  // (Read while rendering the move, before the old composer leaves the DOM and takes the focus with it.)
  const composerFocused = useRef(false);
  const lastWelcome = useRef(welcome);
  if (lastWelcome.current !== welcome) {
    lastWelcome.current = welcome;
    const active = root.current ? root.current.ownerDocument.activeElement : null;
    composerFocused.current = !!active && root.current!.contains(active) && active.getAttribute("data-testid") === "copilot-chat-textarea";
  }
  useLayoutEffect(() => {
    if (!composerFocused.current) return;
    root.current?.querySelector<HTMLTextAreaElement>('[data-testid="copilot-chat-textarea"]')?.focus();
  }, [welcome]);

  if (children && !welcome) {
    return (
      <div style={{ display: "contents" }}>
        {children({ ...props, children: undefined, messageView: messageElement, scrollView: scrollElement, input: inputElement, suggestionView: suggestionElement ?? <></> })}
      </div>
    );
  }

  return (
    <div
      {...rest}
      ref={root}
      className={cx("wm-root", "wm-chat", className)}
      data-wingman=""
      data-theme={theme}
      data-testid="copilot-chat"
      data-copilot-running={isRunning ? "true" : "false"}
    >
      <SkipToComposerLink composerAreaId={composerAreaId} />
      {header}
      {welcome ? (
        <>
          {renderSlot(welcomeScreen === true ? undefined : welcomeScreen, WelcomeScreen, { id: composerAreaId, input: inputElement, suggestionView: suggestionElement ?? <></> })}
          {error && renderSlot(errorBanner, CopilotChatErrorBanner, error)}
          {footer}
        </>
      ) : (
        <>
          {scrollElement}
          <div className="wm-chat__bottom" id={composerAreaId}>
            {error && renderSlot(errorBanner, CopilotChatErrorBanner, error)}
            {suggestionElement}
            {inputElement}
          </div>
        </>
      )}
      {agent && <ReplyAnnouncer agent={agent} />}
    </div>
  );
}

/** The chat's layout with its parts as statics (CopilotKit's). */
export const CopilotChatView = Object.assign(CopilotChatViewRoot, { ScrollView, ScrollToBottomButton, Feather, WelcomeMessage, WelcomeScreen });

export type { ScrollViewProps, WelcomeScreenProps };
