import { EventType, type BaseEvent } from "@ag-ui/core";

/** How the spans are closed: after a stop (cancelled) or because the run failed or broke off. */
export interface CloseSpansOptions {
  readonly stopRequested: boolean;
  /** The text put in the error results of unanswered tool calls and in `SUBAGENT_ERROR`s. */
  readonly message: string;
  /**
   * Whether tool calls already ended but never answered get a result too (default true). A run that
   * finished with such calls is valid (frontend tools answer them later); a repair leaves them be.
   */
  readonly answerEndedToolCalls?: boolean;
}

type SpanKind = "text" | "reasoning-message" | "reasoning" | "tool-call" | "step" | "subagent";

interface OpenSpan {
  readonly kind: SpanKind;
  /** The message, tool call or subagent run id, or the step name. */
  readonly id: string;
  readonly subagentRunId: string | undefined;
  /** Tool calls only: the call is ended and waits for its result. */
  ended: boolean;
}

/** Opening event type → what it opens and the field naming it. */
const openers: Partial<Record<string, { readonly kind: SpanKind; readonly key: string }>> = {
  [EventType.TEXT_MESSAGE_START]: { kind: "text", key: "messageId" },
  [EventType.REASONING_START]: { kind: "reasoning", key: "messageId" },
  [EventType.REASONING_MESSAGE_START]: { kind: "reasoning-message", key: "messageId" },
  [EventType.TOOL_CALL_START]: { kind: "tool-call", key: "toolCallId" },
  [EventType.STEP_STARTED]: { kind: "step", key: "stepName" },
  [EventType.SUBAGENT_STARTED]: { kind: "subagent", key: "subagentRunId" },
};

/** Closing event type → what it closes. TOOL_CALL_END only ends a call: its result closes it. */
const closers: Partial<Record<string, { readonly kind: SpanKind; readonly key: string }>> = {
  [EventType.TEXT_MESSAGE_END]: { kind: "text", key: "messageId" },
  [EventType.REASONING_END]: { kind: "reasoning", key: "messageId" },
  [EventType.REASONING_MESSAGE_END]: { kind: "reasoning-message", key: "messageId" },
  [EventType.TOOL_CALL_RESULT]: { kind: "tool-call", key: "toolCallId" },
  [EventType.STEP_FINISHED]: { kind: "step", key: "stepName" },
  [EventType.SUBAGENT_FINISHED]: { kind: "subagent", key: "subagentRunId" },
  [EventType.SUBAGENT_ERROR]: { kind: "subagent", key: "subagentRunId" },
};

/**
 * The spans of one AG-UI run still open after the events seen so far — text and reasoning
 * messages, reasoning, tool calls (until their result), steps and subagent runs — and the events
 * that close them (see {@link OpenSpans.closers} for their order). Spans are keyed as `verifyEvents` keys them:
 * steps per subagent and name, everything else by its id.
 *
 * @example
 * const spans = new OpenSpans();
 * for (const event of events) spans.track(event);
 * spans.closers({ stopRequested: true, message: "Run stopped by user" });
 */
export class OpenSpans {
  // Insertion order is opening order; a reopened id moves to the end.
  readonly #open = new Map<string, OpenSpan>();

  /** Follows one event of the run. A `RUN_STARTED` begins a new run: nothing stays open across it. */
  track(event: BaseEvent): void {
    if (event.type === EventType.RUN_STARTED) {
      this.#open.clear();
      return;
    }
    if (event.type === EventType.TOOL_CALL_END) {
      const call = this.#open.get(spanKey("tool-call", undefined, event["toolCallId"]));
      if (call !== undefined) call.ended = true;
      return;
    }
    const opener = openers[event.type];
    if (opener !== undefined) {
      const id = event[opener.key];
      if (typeof id !== "string") return;
      const subagentRunId = typeof event.subagentRunId === "string" ? event.subagentRunId : undefined;
      const key = spanKey(opener.kind, subagentRunId, id);
      this.#open.delete(key);
      this.#open.set(key, { kind: opener.kind, id, subagentRunId, ended: false });
      return;
    }
    const closer = closers[event.type];
    if (closer !== undefined) this.#open.delete(spanKey(closer.kind, event.subagentRunId, event[closer.key]));
  }

  /** Whether a span is open that AG-UI requires closed before `RUN_FINISHED` (an ended tool call is not one). */
  get blocksRunFinished(): boolean {
    for (const span of this.#open.values()) if (!span.ended) return true;
    return false;
  }

  /**
   * The events closing every open span; an unanswered tool call gets an error result. In
   * CopilotKit's order: messages and reasoning end first, then tool calls, then their results, then
   * steps and subagent runs (innermost first within each group, so nested spans close inside out).
   */
  closers(options: CloseSpansOptions): BaseEvent[] {
    const messages: BaseEvent[] = [];
    const toolCallEnds: BaseEvent[] = [];
    const toolCallResults: BaseEvent[] = [];
    const others: BaseEvent[] = [];
    for (const span of [...this.#open.values()].reverse()) {
      if (span.ended && options.answerEndedToolCalls === false) continue;
      for (const event of closeSpan(span, options)) {
        if (span.kind === "tool-call") (event.type === EventType.TOOL_CALL_END ? toolCallEnds : toolCallResults).push(event);
        else (span.kind === "step" || span.kind === "subagent" ? others : messages).push(event);
      }
    }
    return [...messages, ...toolCallEnds, ...toolCallResults, ...others];
  }
}

function spanKey(kind: SpanKind, subagentRunId: unknown, id: unknown): string {
  // Step names are unique per subagent only; every other id is unique within its kind.
  const owner = kind === "step" && typeof subagentRunId === "string" ? subagentRunId : undefined;
  // One key per (kind, owner, id), built without serialising an array for every event: the owner
  // is length-prefixed (it starts with a digit, an id part never does) and only a string id is
  // written as it is.
  const idPart = typeof id === "string" ? `s${id}` : `j${JSON.stringify(id)}`;
  return owner === undefined ? `${kind}|${idPart}` : `${kind}|${owner.length}:${owner}|${idPart}`;
}

function closeSpan(span: OpenSpan, { stopRequested, message }: CloseSpansOptions): BaseEvent[] {
  const owner = span.subagentRunId === undefined ? {} : { subagentRunId: span.subagentRunId };
  switch (span.kind) {
    case "text":
      return [{ type: EventType.TEXT_MESSAGE_END, messageId: span.id, ...owner }];
    case "reasoning-message":
      return [{ type: EventType.REASONING_MESSAGE_END, messageId: span.id, ...owner }];
    case "reasoning":
      return [{ type: EventType.REASONING_END, messageId: span.id, ...owner }];
    case "step":
      return [{ type: EventType.STEP_FINISHED, stepName: span.id, ...owner }];
    case "subagent":
      // SUBAGENT_FINISHED means it completed; a subagent cut off did not, stopped or not.
      return [{ type: EventType.SUBAGENT_ERROR, subagentRunId: span.id, message, code: stopRequested ? "CANCELLED" : "INCOMPLETE_STREAM" }];
    case "tool-call": {
      const content = stopRequested
        ? { status: "stopped", reason: "stop_requested", message }
        : { status: "error", reason: "missing_terminal_event", message };
      const result: BaseEvent = {
        type: EventType.TOOL_CALL_RESULT,
        toolCallId: span.id,
        messageId: `${span.id}-result`,
        role: "tool",
        content: JSON.stringify(content),
        ...owner,
      };
      return span.ended ? [result] : [{ type: EventType.TOOL_CALL_END, toolCallId: span.id, ...owner }, result];
    }
  }
}
