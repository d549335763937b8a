import type { ContentPart } from "@ag-ui/core";
import { type CopilotKitCoreErrorCode, type Suggestion } from "@wingman/core";
import { canRecordAudio } from "@wingman/core/audio";
import { ChatController, type AttachmentsConfig, type CopilotChatLabels } from "@wingman/core/chat";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CodeHighlighter } from "./messages/code-block.js";
import { CopilotChatConfigurationProvider, useCopilotChatConfiguration } from "./copilot-chat-configuration.js";
import { CopilotChatView, type CopilotChatViewProps } from "./copilot-chat-view.js";
import { ChatBranchesContext } from "./conversation-controls/index.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { renderSlot, type SlotValue } from "../ui/render-slot.js";
import { useAgent, UseAgentUpdate } from "../hooks/use-agent.js";
import { useLatest } from "../hooks/use-latest.js";
import { useSuggestions } from "../hooks/use-suggestions.js";

type ChatViewSlots = Pick<
  CopilotChatViewProps,
  "messageView" | "scrollView" | "input" | "suggestionView" | "errorBanner" | "welcomeScreen" | "disclaimer" | "theme" | "autoScroll" | "className"
>;

/** Props of `CopilotChat`: which agent and thread it shows, labels, error handling and view slots. */
export interface CopilotChatProps extends ChatViewSlots {
  /** Default: the enclosing chat configuration's, else `"default"`. */
  agentId?: string;
  /** An existing thread to show: its history is loaded (connect) and followed. Default: the enclosing configuration's, else a new thread. */
  threadId?: string;
  /** Labels over the enclosing configuration's (or the defaults, `CopilotChatDefaultLabels`). Default: none. */
  labels?: Partial<CopilotChatLabels>;
  /** Errors of this chat's agent (and errors without an agent), in addition to the provider's `onError`. */
  onError?: (event: { error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }) => void;
  /** Images and files attached to messages, sent as AG-UI multimodal user content. */
  attachments?: AttachmentsConfig;
  /** Throttle of message re-renders in ms (default: once per frame). */
  throttleMs?: number;
  /** Lazy syntax highlighting for code blocks. */
  highlight?: CodeHighlighter;
  /** Replaces the whole view (same props as CopilotChatView). */
  chatView?: SlotValue<CopilotChatViewProps>;
  /** Shown above the messages (used by the popup and sidebar). */
  header?: ReactNode;
  /** Shown after the messages (e.g. the element of `useInterrupt`). */
  footer?: ReactNode;
}

/**
 * A complete chat with one agent: messages with streaming markdown and tool calls, suggestions,
 * a composer with stop, attachments and voice input, and errors shown with Retry.
 *
 * @example
 * <CopilotKitProvider runtimeUrl="/api/copilotkit"><CopilotChat labels={{ chatInputPlaceholder: "Ask me" }} /></CopilotKitProvider>
 */
export function CopilotChat(props: CopilotChatProps) {
  return (
    <CopilotChatConfigurationProvider
      {...(props.labels && { labels: props.labels })}
      {...(props.agentId !== undefined && { agentId: props.agentId })}
      {...(props.threadId !== undefined && { threadId: props.threadId })}
    >
      <ChatContainer {...props} />
    </CopilotChatConfigurationProvider>
  );
}

function ChatContainer(props: CopilotChatProps) {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration()!;
  const agentId = chat.agentId;
  const { agent, isReady } = useAgent({
    agentId,
    updates: [UseAgentUpdate.OnRunStatusChanged],
    ...(props.throttleMs !== undefined && { throttleMs: props.throttleMs }),
  });
  const latestAgent = useLatest(agent);
  // The thread is explicit when given to the chat or to an enclosing configuration provider (as in
  // CopilotKit): either way the chat loads it.
  const explicitThread = chat.threadId;
  const latest = useLatest({ isReady, agentId, threadId: explicitThread, onError: props.onError });
  // Sending, busy (until the core's run, tools and follow-ups included, resolves) and the error
  // with its Retry are the core's ChatController: the same for every binding.
  const [controller] = useState(
    () =>
      new ChatController(copilotkit, {
        agent: () => latestAgent.current,
        isReady: () => latest.current.isReady,
        agentId: () => latest.current.agentId,
        threadId: () => latest.current.threadId,
        onError: (event) => latest.current.onError?.(event),
      }),
  );
  // React state (not useSyncExternalStore): a send's busy render batches with its new message.
  const [busy, setBusy] = useState(false);
  const [chatError, setChatError] = useState(controller.error);
  const [undelivered, setUndelivered] = useState(controller.undelivered);
  useEffect(
    () =>
      controller.subscribe(() => {
        setBusy(controller.busy);
        setChatError(controller.error);
        setUndelivered(controller.undelivered);
      }),
    [controller],
  );
  // A message waiting for a connection counts as running: Stop cancels it (it is then "Not sent").
  const waiting = useMemo(() => [...undelivered.values()].includes("queued"), [undelivered]);
  const isRunning = agent.isRunning || busy || waiting;

  // Once ready: an explicit thread is loaded (history, then the live run), then what was sent before goes.
  useEffect(() => {
    if (isReady) controller.agentReady();
  }, [isReady, agent, explicitThread, controller]);

  const send = useCallback((text: string, parts: ContentPart[] = []) => controller.send(text, parts), [controller]);
  const stop = useCallback(() => controller.stop(), [controller]);

  const subscribeStatus = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onRuntimeConnectionStatusChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const getTranscriptionAvailable = () => copilotkit.isTranscriptionAvailable;
  const transcriptionAvailable = useSyncExternalStore(subscribeStatus, getTranscriptionAvailable, getTranscriptionAvailable) && canRecordAudio();
  const transcribe = useCallback((audio: Blob) => copilotkit.transcribeAudio(audio), [copilotkit]);

  // What useInterrupt publishes (renderInChat) is shown after the messages, with the footer.
  const subscribeInterrupt = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onInterruptElementChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const getInterruptElement = () => copilotkit.interruptElement;
  const interruptElement = useSyncExternalStore(subscribeInterrupt, getInterruptElement, () => null);
  const footer = interruptElement ? (
    <>
      {props.footer}
      {interruptElement}
    </>
  ) : (
    props.footer
  );

  const { suggestions, isLoading: suggestionsLoading } = useSuggestions({ agentId });
  const selectSuggestion = useCallback((suggestion: Suggestion) => void send(suggestion.message), [send]);

  const inputProps = useMemo(
    () => ({
      onSubmitMessage: (text: string, parts?: ContentPart[]) => void send(text, parts),
      onStop: stop,
      isRunning,
      ...(transcriptionAvailable && { onTranscribe: transcribe }),
      ...(props.attachments && { attachments: props.attachments }),
    }),
    [send, stop, isRunning, transcriptionAvailable, transcribe, props.attachments],
  );

  const error = chatError && {
    error: chatError.error,
    code: chatError.code,
    onRetry: chatError.retry && (() => controller.retry()),
    onDismiss: () => controller.dismissError(),
  };

  // Regenerate, edit, versions, stopped and failed messages: the core's AgentBranches, per agent.
  const branches = useMemo(() => controller.branches, [controller, agent]);
  const delivery = useMemo(
    () => ({ statusOf: (id: string) => undelivered.get(id), retry: (id: string) => void controller.retryMessage(id) }),
    [undelivered, controller],
  );
  const branchesValue = useMemo(() => ({ branches, busy: isRunning, delivery }), [branches, isRunning, delivery]);

  const view = renderSlot(props.chatView, CopilotChatView, {
    agent,
    isRunning,
    inputProps,
    suggestions,
    suggestionsLoading,
    onSelectSuggestion: selectSuggestion,
    error,
    ...(props.className !== undefined && { className: props.className }),
    ...(props.theme !== undefined && { theme: props.theme }),
    ...(props.autoScroll !== undefined && { autoScroll: props.autoScroll }),
    ...(props.header !== undefined && { header: props.header }),
    ...(footer !== undefined && { footer }),
    // The message view's default rows take the conversation controls from ChatBranchesContext, so a
    // props slot (messageView={{ assistantMessage: { onThumbsUp } }}) keeps Regenerate and versions.
    ...(props.messageView !== undefined && { messageView: props.messageView }),
    ...(props.input !== undefined && { input: props.input }),
    ...(props.scrollView !== undefined && { scrollView: props.scrollView }),
    ...(props.disclaimer !== undefined && { disclaimer: props.disclaimer }),
    ...(props.suggestionView !== undefined && { suggestionView: props.suggestionView }),
    ...(props.errorBanner !== undefined && { errorBanner: props.errorBanner }),
    ...(props.welcomeScreen !== undefined && { welcomeScreen: props.welcomeScreen }),
    ...(props.highlight !== undefined && { highlight: props.highlight }),
  });
  return <ChatBranchesContext.Provider value={branchesValue}>{view}</ChatBranchesContext.Provider>;
}
