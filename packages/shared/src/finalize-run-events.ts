import { EventType, type BaseEvent } from "@ag-ui/core";

export interface FinalizeRunEventsOptions {
  /** True when the run ended because someone asked it to stop: the run closes with `RUN_FINISHED`. @default false */
  readonly stopRequested?: boolean;
  /** Why the run ended early (an agent error's text, say); used in the terminal and tool results. */
  readonly interruptionMessage?: string;
  /** Ids for the `RUN_FINISHED` when the events hold no `RUN_STARTED` to take them from. */
  readonly threadId?: string;
  readonly runId?: string;
}

const stopMessage = "Run stopped by user";
const abruptMessage = "Run ended without emitting a terminal event";

interface OpenToolCall {
  ended: boolean;
  hasResult: boolean;
}

/**
 * Closes what a run left open so that its stream is a valid AG-UI run: an `END` for every text or
 * reasoning message and tool call still streaming, an error result for every tool call without one,
 * then a terminal — `RUN_FINISHED` (outcome `cancelled`) after a stop, `RUN_ERROR` with code
 * `INCOMPLETE_STREAM` otherwise (an empty run stopped gets a `RUN_STARTED` first, which AG-UI requires
 * before `RUN_FINISHED`). A run that already has a terminal gets nothing: AG-UI forbids events after it.
 *
 * Returns only the additions; `events` is not modified.
 *
 * @example
 * const closers = finalizeRunEvents(events, { stopRequested: true });
 * // [{ type: "TEXT_MESSAGE_END", messageId: "m1" }, { type: "RUN_FINISHED", ... }]
 */
export function finalizeRunEvents(events: readonly BaseEvent[], options: FinalizeRunEventsOptions = {}): BaseEvent[] {
  const openTexts = new Set<string>();
  const openReasoning = new Set<string>();
  const toolCalls = new Map<string, OpenToolCall>();
  let { threadId, runId } = options;

  for (const event of events) {
    switch (event.type) {
      case EventType.RUN_FINISHED:
      case EventType.RUN_ERROR:
        return [];
      case EventType.RUN_STARTED:
        threadId = stringField(event, "threadId") ?? threadId;
        runId = stringField(event, "runId") ?? runId;
        break;
      case EventType.TEXT_MESSAGE_START:
        addId(openTexts, event, "messageId");
        break;
      case EventType.TEXT_MESSAGE_END:
        deleteId(openTexts, event, "messageId");
        break;
      case EventType.REASONING_MESSAGE_START:
        addId(openReasoning, event, "messageId");
        break;
      case EventType.REASONING_MESSAGE_END:
        deleteId(openReasoning, event, "messageId");
        break;
      case EventType.TOOL_CALL_START: {
        const toolCallId = stringField(event, "toolCallId");
        if (toolCallId !== undefined) toolCalls.set(toolCallId, { ended: false, hasResult: false });
        break;
      }
      case EventType.TOOL_CALL_END:
      case EventType.TOOL_CALL_RESULT: {
        const toolCall = toolCalls.get(stringField(event, "toolCallId") ?? "");
        if (toolCall === undefined) break;
        if (event.type === EventType.TOOL_CALL_END) toolCall.ended = true;
        else toolCall.hasResult = true;
        break;
      }
      default:
        break;
    }
  }

  const message = closingMessage(options);
  const additions: BaseEvent[] = [];
  for (const messageId of openTexts) additions.push({ type: EventType.TEXT_MESSAGE_END, messageId });
  for (const messageId of openReasoning) additions.push({ type: EventType.REASONING_MESSAGE_END, messageId });
  for (const [toolCallId, toolCall] of toolCalls) {
    if (!toolCall.ended) additions.push({ type: EventType.TOOL_CALL_END, toolCallId });
    if (toolCall.hasResult) continue;
    const content = options.stopRequested
      ? { status: "stopped", reason: "stop_requested", message }
      : { status: "error", reason: "missing_terminal_event", message };
    additions.push({
      type: EventType.TOOL_CALL_RESULT,
      toolCallId,
      messageId: `${toolCallId}-result`,
      role: "tool",
      content: JSON.stringify(content),
    });
  }
  const ids = { ...(threadId !== undefined && { threadId }), ...(runId !== undefined && { runId }) };
  // A stream may open with RUN_ERROR, but RUN_FINISHED needs a RUN_STARTED before it.
  if (events.length === 0 && options.stopRequested) additions.push({ type: EventType.RUN_STARTED, ...ids });
  additions.push(
    options.stopRequested
      ? { type: EventType.RUN_FINISHED, ...ids, outcome: { type: "cancelled" } }
      : { type: EventType.RUN_ERROR, message, code: "INCOMPLETE_STREAM" },
  );
  return additions;
}

function closingMessage({ stopRequested, interruptionMessage }: FinalizeRunEventsOptions): string {
  if (stopRequested) return interruptionMessage ?? stopMessage;
  return interruptionMessage !== undefined && interruptionMessage !== stopMessage ? interruptionMessage : abruptMessage;
}

function stringField(event: BaseEvent, key: string): string | undefined {
  const value = event[key];
  return typeof value === "string" ? value : undefined;
}

function addId(ids: Set<string>, event: BaseEvent, key: string): void {
  const id = stringField(event, key);
  if (id !== undefined) ids.add(id);
}

function deleteId(ids: Set<string>, event: BaseEvent, key: string): void {
  const id = stringField(event, key);
  if (id !== undefined) ids.delete(id);
}
