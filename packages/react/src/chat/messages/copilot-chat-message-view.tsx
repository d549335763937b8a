import type { ActivityMessage, AssistantMessage, Message, ReasoningMessage, ToolMessage, UserMessage } from "@ag-ui/core";
import { memo, useMemo, type ReactElement, type ReactNode } from "react";
import type { CodeHighlighter } from "./code-block.js";
import type { CopilotChatAssistantMessageProps } from "./copilot-chat-assistant-message.js";
import { ConnectedAssistantMessage, ConnectedUserMessage } from "../conversation-controls/connected-messages.js";
import { useCopilotChatConfiguration, useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CopilotChatReasoningMessage, type CopilotChatReasoningMessageProps } from "./copilot-chat-reasoning-message.js";
import type { CopilotChatUserMessageProps } from "./copilot-chat-user-message.js";
import { useCopilotKit } from "../../provider/copilot-kit-context.js";
import { messagePositions, type MessagePosition } from "../../custom-messages/custom-message-positions.js";
import { cx, renderSlot, type SlotValue } from "../../ui/render-slot.js";
import { useRenderActivityMessage } from "../../custom-messages/use-render-activity-message.js";
import { useRenderCustomMessages } from "../../custom-messages/use-render-custom-messages.js";
import { useRenderersVersion } from "../../tools/use-executing-tool-call.js";
import { useListWindow } from "./use-list-window.js";
import { sameItems } from "../../ui/same-items.js";

/** Props of `CopilotChatMessageView`: the messages and a slot per message kind. */
export interface CopilotChatMessageViewProps {
  /** The conversation. Default: none. */
  messages?: readonly Message[];
  /** The agent is running: the last message streams and the cursor shows. Default: false. */
  isRunning?: boolean;
  /** The agent whose tool-call and message renderers apply. Default: the enclosing chat's agent. */
  agentId?: string;
  /** Added to the list's own class. Default: none. */
  className?: string;
  /** Renders assistant messages (a slot). Default: `CopilotChatAssistantMessage`. */
  assistantMessage?: SlotValue<CopilotChatAssistantMessageProps>;
  /** Renders user messages (a slot). Default: `CopilotChatUserMessage`. */
  userMessage?: SlotValue<CopilotChatUserMessageProps>;
  /** Renders reasoning messages (a slot). Default: `CopilotChatReasoningMessage`. */
  reasoningMessage?: SlotValue<CopilotChatReasoningMessageProps>;
  /** Shown while the agent works on a reply (a slot). Default: the built-in pulsing cursor. */
  cursor?: SlotValue<{ className?: string }>;
  /** Shown after the messages (e.g. an interrupt). */
  footer?: ReactNode;
  /** Syntax highlighting of code blocks. Default: none (plain code). */
  highlight?: CodeHighlighter;
  /** A custom layout of the rendered rows (CopilotKit's render function). */
  children?: (parts: { isRunning: boolean; messages: Message[]; messageElements: ReactElement[]; interruptElement: ReactElement | null }) => ReactNode;
}

const NO_MESSAGES: readonly Message[] = [];

interface RowProps {
  message: Message;
  index: number;
  isStreaming: boolean;
  toolMessages: ReadonlyArray<ToolMessage | undefined>;
  agentId: string | undefined;
  assistantMessage: CopilotChatMessageViewProps["assistantMessage"];
  userMessage: CopilotChatMessageViewProps["userMessage"];
  reasoningMessage: CopilotChatMessageViewProps["reasoningMessage"];
  highlight: CodeHighlighter | undefined;
  /** Only while custom message renderers exist (they receive it). */
  position: MessagePosition | undefined;
}

const samePosition = (a: MessagePosition | undefined, b: MessagePosition | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.runId === b.runId &&
    a.messageIndex === b.messageIndex &&
    a.messageIndexInRun === b.messageIndexInRun &&
    a.numberOfMessagesInRun === b.numberOfMessagesInRun);

/** One message; re-renders only when its own message, tool results, streaming flag or slots change. */
const MessageRow = memo(
  function MessageRow(props: RowProps) {
    const { message } = props;
    const renderCustom = useRenderCustomMessages();
    const { renderActivityMessage } = useRenderActivityMessage(props.agentId !== undefined ? { agentId: props.agentId } : {});
    let body: ReactNode = null;
    if (message.role === "assistant") {
      body = renderSlot(props.assistantMessage, ConnectedAssistantMessage, {
        message: message as AssistantMessage,
        isStreaming: props.isStreaming,
        toolMessages: props.toolMessages,
        ...(props.agentId !== undefined && { agentId: props.agentId }),
        ...(props.highlight && { highlight: props.highlight }),
      });
    } else if (message.role === "user") {
      body = renderSlot(props.userMessage, ConnectedUserMessage, { message: message as UserMessage });
    } else if (message.role === "reasoning") {
      body = renderSlot(props.reasoningMessage, CopilotChatReasoningMessage, { message: message as ReasoningMessage, isStreaming: props.isStreaming });
    } else if (message.role === "activity") {
      body = renderActivityMessage(message as ActivityMessage);
    }
    const messagePosition = props.position ?? { runId: undefined, messageIndex: props.index, messageIndexInRun: -1, numberOfMessagesInRun: 0 };
    const before = renderCustom?.({ message, position: "before", messagePosition }) ?? null;
    const after = renderCustom?.({ message, position: "after", messagePosition }) ?? null;
    if (!body && !before && !after) return null;
    return (
      <>
        {before}
        {body}
        {after}
      </>
    );
  },
  (previous, next) =>
    previous.message === next.message &&
    previous.index === next.index &&
    previous.isStreaming === next.isStreaming &&
    previous.agentId === next.agentId &&
    previous.assistantMessage === next.assistantMessage &&
    previous.userMessage === next.userMessage &&
    previous.reasoningMessage === next.reasoningMessage &&
    previous.highlight === next.highlight &&
    samePosition(previous.position, next.position) &&
    sameItems(previous.toolMessages, next.toolMessages),
);

function Cursor({ className }: { className?: string }) {
  const labels = useCopilotChatLabels();
  return (
    <div className={cx("wm-cursor", className)} role="img" aria-label={labels.thinkingLabel} data-testid="copilot-loading-cursor">
      <span />
      <span />
      <span />
    </div>
  );
}

/**
 * Each message's run and place in it, for custom message renderers; computed for the whole list at
 * once, and only while such renderers exist (rows without them get nothing that could change).
 */
function useCustomMessagePositions(messages: readonly Message[]): Map<string, MessagePosition> | undefined {
  const { copilotkit } = useCopilotKit();
  const agentId = useCopilotChatConfiguration()?.agentId;
  const version = useRenderersVersion();
  const active = agentId !== undefined && copilotkit.renderCustomMessages.length > 0;
  return useMemo(() => {
    if (!active) return undefined;
    const threadId = copilotkit.getAgent(agentId)?.threadId ?? "";
    return messagePositions(messages, (id) => copilotkit.getRunIdForMessage(agentId, threadId, id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, active, agentId, copilotkit, version]);
}

const NO_TOOL_MESSAGES: ReadonlyArray<ToolMessage | undefined> = [];

// The roles whose view shows streaming; for the others the flag would only re-render a finished row.
const STREAMED_ROLES = new Set<Message["role"]>(["assistant", "reasoning"]);

/** The messages to show, first occurrence of each id, with their index in `messages`. */
function uniqueRows(messages: readonly Message[]): Array<{ message: Message; index: number }> {
  const seen = new Set<string>();
  const rows: Array<{ message: Message; index: number }> = [];
  messages.forEach((message, index) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    rows.push({ message, index });
  });
  return rows;
}

/**
 * The messages of a conversation. Rows are memoised by message identity (the core keeps
 * unchanged messages identical), so while a reply streams only its own row re-renders. Above 50
 * messages only the rows near the visible part of the scroll container are rendered (see
 * `ListWindower`); every row stays a `listitem` with its position in the whole list.
 */
export function CopilotChatMessageView(props: CopilotChatMessageViewProps) {
  const messages = props.messages ?? NO_MESSAGES;
  const isRunning = props.isRunning ?? false;
  const toolResults = useMemo(() => {
    const results = new Map<string, ToolMessage>();
    for (const message of messages) if (message.role === "tool") results.set(message.toolCallId, message);
    return results;
  }, [messages]);
  const positions = useCustomMessagePositions(messages);
  const rows = useMemo(() => uniqueRows(messages), [messages]);
  // A custom layout (`children`) places every row itself: it is never windowed.
  const keys = useMemo(() => (props.children ? [] : rows.map((row) => row.message.id)), [rows, props.children]);
  const { listRef, window } = useListWindow(keys);
  const last = messages.at(-1);
  const showCursor = isRunning && (last?.role === "user" || last?.role === "tool" || last === undefined);
  // (no cursor after reasoning: the reasoning block shows its own progress)
  const rowElement = ({ message, index }: { message: Message; index: number }) => {
    const calls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
    const toolMessages = calls.length === 0 ? NO_TOOL_MESSAGES : calls.map((call) => toolResults.get(call.id));
    return (
      <MessageRow
        key={message.id}
        message={message}
        index={index}
        isStreaming={isRunning && message === last && STREAMED_ROLES.has(message.role)}
        toolMessages={toolMessages}
        agentId={props.agentId}
        assistantMessage={props.assistantMessage}
        userMessage={props.userMessage}
        reasoningMessage={props.reasoningMessage}
        highlight={props.highlight}
        position={positions?.get(message.id)}
      />
    );
  };
  if (props.children) {
    const interruptElement = props.footer ? <>{props.footer}</> : null;
    return <>{props.children({ isRunning, messages: [...messages], messageElements: rows.map(rowElement), interruptElement })}</>;
  }
  const start = window?.start ?? 0;
  const shown = window ? rows.slice(window.start, window.end) : rows;
  return (
    <div className={cx("wm-message-view", props.className)} data-testid="copilot-message-list">
      <div
        ref={listRef}
        className="wm-message-view__list"
        role="list"
        style={window && { paddingTop: window.spaceBefore, paddingBottom: window.spaceAfter }}
      >
        {shown.map((row, offset) => (
          <div key={row.message.id} className="wm-message-view__row" role="listitem" aria-posinset={start + offset + 1} aria-setsize={rows.length} data-list-key={row.message.id}>
            {rowElement(row)}
          </div>
        ))}
      </div>
      {props.footer}
      {showCursor && renderSlot(props.cursor, Cursor, {})}
    </div>
  );
}

CopilotChatMessageView.Cursor = Cursor;
