import { EventType, type BaseEvent } from "@ag-ui/core";
import { isTerminalEventType } from "./is-terminal-event-type.js";
import { OpenSpans } from "./open-spans.js";

/** Why and how a run that ended early is closed. Default: not a requested stop. */
export interface FinalizeRunEventsOptions {
  /** True when the run ended because someone asked it to stop: the run closes with `RUN_FINISHED`. @default false */
  readonly stopRequested?: boolean;
  /** Why the run ended early (an agent error's text, say); used in the terminal and tool results. */
  readonly interruptionMessage?: string;
  /** Ids for the `RUN_FINISHED` when the events hold no `RUN_STARTED` to take them from. */
  readonly threadId?: string;
  /** The run's id, as `threadId`; a `RUN_STARTED` in the events wins. Default: none. */
  readonly runId?: string;
}

const stopMessage = "Run stopped by user";
const abruptMessage = "Run ended without emitting a terminal event";

/**
 * Closes what a run left open so that its stream is a valid AG-UI run, in CopilotKit's order
 * (messages, then tool calls, then their results; see `OpenSpans.closers`): an `END` for every text message, reasoning message, reasoning and tool call still open, a
 * `STEP_FINISHED` for every step, a `SUBAGENT_ERROR` for every subagent run, an error result for
 * every tool call without one; then a terminal — `RUN_FINISHED` with outcome `cancelled` after a
 * stop, `RUN_ERROR` with code `INCOMPLETE_STREAM` otherwise (an empty run stopped gets a
 * `RUN_STARTED` first, which AG-UI requires before `RUN_FINISHED`). A run that already has a
 * terminal gets nothing: AG-UI forbids events after it.
 *
 * Appends the additions to `events` and returns them, as CopilotKit's `finalizeRunEvents` does
 * (pass a copy to keep your array as it is).
 *
 * @example
 * const closers = finalizeRunEvents(events, { stopRequested: true }); // events now ends with them too
 * // [{ type: "TEXT_MESSAGE_END", messageId: "m1" }, { type: "RUN_FINISHED", ..., outcome: { type: "cancelled" } }]
 */
export function finalizeRunEvents(events: BaseEvent[], options: FinalizeRunEventsOptions = {}): BaseEvent[] {
  // The usual end: the agent sent its terminal, last. The scan below would find it too, after
  // tracking every event of the run (milliseconds on a long one).
  const last = events[events.length - 1];
  if (last !== undefined && isTerminalEventType(last.type)) return [];
  const spans = new OpenSpans();
  let { threadId, runId } = options;

  for (const event of events) {
    if (isTerminalEventType(event.type)) return [];
    if (event.type === EventType.RUN_STARTED) {
      threadId = stringField(event, "threadId") ?? threadId;
      runId = stringField(event, "runId") ?? runId;
    }
    spans.track(event);
  }

  const stopRequested = options.stopRequested === true;
  const message = closingMessage(options);
  const additions = spans.closers({ stopRequested, message });
  const ids = { ...(threadId !== undefined && { threadId }), ...(runId !== undefined && { runId }) };
  // A stream may open with RUN_ERROR, but RUN_FINISHED needs a RUN_STARTED before it.
  if (events.length === 0 && stopRequested) additions.push({ type: EventType.RUN_STARTED, ...ids });
  additions.push(
    stopRequested
      ? { type: EventType.RUN_FINISHED, ...ids, outcome: { type: "cancelled" } }
      : { type: EventType.RUN_ERROR, message, code: "INCOMPLETE_STREAM" },
  );
  events.push(...additions);
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
