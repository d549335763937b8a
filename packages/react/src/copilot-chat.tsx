import type { ContentPart, Message } from "@ag-ui/core";
import { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus, type Suggestion } from "@wingman/core";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { AttachmentsConfig } from "./attachment.js";
import type { CodeHighlighter } from "./code-block.js";
import { CopilotChatConfigurationProvider, useCopilotChatConfiguration } from "./copilot-chat-configuration.js";
import type { CopilotChatLabels } from "./copilot-chat-labels.js";
import { CopilotChatView, type CopilotChatViewProps } from "./copilot-chat-view.js";
import { useCopilotKit } from "./copilot-kit-context.js";
import { renderSlot, type SlotValue } from "./render-slot.js";
import { useAgent, UseAgentUpdate } from "./use-agent.js";
import { canRecordAudio } from "./use-audio-recorder.js";
import { useLatest } from "./use-latest.js";
import { useSuggestions } from "./use-suggestions.js";

type ChatViewSlots = Pick<CopilotChatViewProps, "messageView" | "input" | "suggestionView" | "errorBanner" | "welcomeScreen" | "theme" | "autoScroll" | "className">;

export interface CopilotChatProps extends ChatViewSlots {
  /** Default: the enclosing chat configuration's, else `"default"`. */
  agentId?: string;
  /** An existing thread to show: its history is loaded (connect) and followed. */
  threadId?: string;
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

interface ChatError {
  error: Error;
  code: CopilotKitCoreErrorCode;
  retry: (() => void) | undefined;
}

const RUN_ERRORS = new Set<string>([
  CopilotKitCoreErrorCode.AGENT_RUN_FAILED,
  CopilotKitCoreErrorCode.AGENT_RUN_FAILED_EVENT,
  CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT,
  CopilotKitCoreErrorCode.AGENT_THREAD_LOCKED,
]);

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
  // Busy from send until the core's run resolves: tool handlers (a human-in-the-loop answer) and
  // follow-ups run after the agent's own stream ended, and Stop must stay available then.
  const [busy, setBusy] = useState(0);
  const isRunning = agent.isRunning || busy > 0;
  const latestAgent = useLatest(agent);
  const onError = useLatest(props.onError);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const [chatError, setChatError] = useState<ChatError | undefined>(undefined);

  const run = useCallback(() => {
    const target = latestAgent.current;
    setBusy((count) => count + 1);
    const promise = copilotkit.runAgent({ agent: target }).finally(() => setBusy((count) => count - 1));
    inFlight.current = promise.catch(() => undefined);
    return promise;
  }, [copilotkit, latestAgent]);

  // An explicit thread is loaded from the runtime (history, then the live run).
  const explicitThread = props.threadId;
  const connectThread = useCallback(() => {
    if (explicitThread === undefined) return;
    inFlight.current = copilotkit.switchThread(latestAgent.current, explicitThread).catch(() => undefined);
  }, [copilotkit, latestAgent, explicitThread]);
  useEffect(() => {
    if (isReady) connectThread();
  }, [isReady, agent, connectThread]);

  useEffect(() => {
    const subscription = copilotkit.subscribe({
      onError: ({ error, code, context }) => {
        const errorAgent = context.agentId;
        if (errorAgent !== undefined && errorAgent !== agentId) return;
        onError.current?.({ error, code, context });
        let retry: (() => void) | undefined;
        if (RUN_ERRORS.has(code)) retry = () => void run();
        else if (code === CopilotKitCoreErrorCode.AGENT_CONNECT_FAILED) retry = connectThread;
        else if (code === CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED) retry = () => void copilotkit.connect();
        else if (code === CopilotKitCoreErrorCode.SUGGESTIONS_FAILED) retry = () => void copilotkit.reloadSuggestions(agentId);
        setChatError({ error, code, retry });
      },
      onAgentRunStarted: ({ agent: started }) => void (started.agentId === agentId && setChatError(undefined)),
      onRuntimeConnectionStatusChanged: ({ status }) =>
        void (status === CopilotKitCoreRuntimeConnectionStatus.Connected &&
          setChatError((current) => (current?.code === CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED ? undefined : current))),
    });
    return () => subscription.unsubscribe();
  }, [copilotkit, agentId, onError, run, connectThread]);

  const isReadyRef = useLatest(isReady);
  const send = useCallback(
    async (text: string, parts: ContentPart[] = []) => {
      if (!isReadyRef.current) return;
      await inFlight.current;
      const target = latestAgent.current;
      const content: Message["content"] = parts.length > 0 ? [...(text ? [{ type: "text" as const, text }] : []), ...parts] : text;
      target.addMessage({ id: globalThis.crypto.randomUUID(), role: "user", content } as Message);
      await run();
    },
    [isReadyRef, latestAgent, run],
  );
  const stop = useCallback(() => void copilotkit.stopAgent({ agent: latestAgent.current }), [copilotkit, latestAgent]);

  const subscribeStatus = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onRuntimeConnectionStatusChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const transcriptionAvailable = useSyncExternalStore(subscribeStatus, () => copilotkit.isTranscriptionAvailable) && canRecordAudio();
  const transcribe = useCallback((audio: Blob) => copilotkit.transcribeAudio(audio), [copilotkit]);

  const { suggestions, isLoading: suggestionsLoading } = useSuggestions({ agentId });
  const selectSuggestion = useCallback((suggestion: Suggestion) => void send(suggestion.message), [send]);

  const inputProps = useMemo(
    () => ({
      onSubmitMessage: (text: string, parts: ContentPart[]) => void send(text, parts),
      onStop: stop,
      isRunning,
      canSend: isReady,
      ...(transcriptionAvailable && { onTranscribe: transcribe }),
      ...(props.attachments && { attachments: props.attachments }),
    }),
    [send, stop, isRunning, isReady, transcriptionAvailable, transcribe, props.attachments],
  );

  const error = chatError && {
    error: chatError.error,
    code: chatError.code,
    onRetry: chatError.retry && (() => (setChatError(undefined), chatError.retry!())),
    onDismiss: () => setChatError(undefined),
  };

  return renderSlot(props.chatView, CopilotChatView, {
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
    ...(props.footer !== undefined && { footer: props.footer }),
    ...(props.messageView !== undefined && { messageView: props.messageView }),
    ...(props.input !== undefined && { input: props.input }),
    ...(props.suggestionView !== undefined && { suggestionView: props.suggestionView }),
    ...(props.errorBanner !== undefined && { errorBanner: props.errorBanner }),
    ...(props.welcomeScreen !== undefined && { welcomeScreen: props.welcomeScreen }),
    ...(props.highlight !== undefined && { highlight: props.highlight }),
  });
}
