import { EventType, type BaseEvent } from "@ag-ui/core";
import type { CompactedRun, DeltaBoundaries } from "./compact-run-events.js";
import { OpenSpans } from "../run-events/open-spans.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

const stopMessage = "Run stopped by user";
const repairMessage = "The stored run was left incomplete; it was closed when read";

/**
 * A stored run as AG-UI verification accepts it. Runs stored before finalization closed every span
 * (a stop while the agent was reasoning, inside a step or a subagent) end with a `RUN_FINISHED`
 * that `verifyEvents` rejects, so a thread holding one could never be loaded again. Such a run gets,
 * right before that `RUN_FINISHED`, the closers `finalizeRunEvents` would have added (tool calls that
 * ended unanswered are left so: a finished run may hold them); a run with no terminal at all is
 * closed with `RUN_ERROR`. The added events carry the id of the event they precede (or follow, at
 * the end), so resuming after any stored id works as before. A valid run is returned as it is.
 *
 * @example
 * for (const entry of eventsAfter(repairCompactedRun(decodeCompactedRun(events, boundaries)), after)) send(entry);
 */
export function repairCompactedRun(run: CompactedRun): CompactedRun {
  const insertions = findInsertions(run.events);
  if (insertions.length === 0) return run;

  const events: SequencedEvent[] = [];
  // Where each original event went: delta boundaries are keyed by event index.
  const moved = new Array<number>(run.events.length);
  let next = 0;
  for (let index = 0; index <= run.events.length; index++) {
    while (next < insertions.length && insertions[next]!.index === index) {
      const { id, closers } = insertions[next++]!;
      for (const event of closers) events.push({ id, event });
    }
    if (index === run.events.length) break;
    moved[index] = events.length;
    events.push(run.events[index]!);
  }
  const boundaries = new Map<number, DeltaBoundaries>();
  for (const [index, deltas] of run.boundaries) boundaries.set(moved[index]!, deltas);
  return { events, boundaries };
}

interface Insertion {
  /** The closers go before the event at this index (the run's length: at the end). */
  readonly index: number;
  readonly id: number;
  readonly closers: readonly BaseEvent[];
}

function findInsertions(events: readonly SequencedEvent[]): Insertion[] {
  const insertions: Insertion[] = [];
  const spans = new OpenSpans();
  let inRun = false;
  for (let index = 0; index < events.length; index++) {
    const { id, event } = events[index]!;
    if (event.type === EventType.RUN_FINISHED) {
      if (spans.blocksRunFinished) {
        const stopRequested = isCancelled(event);
        const closers = spans.closers({ stopRequested, message: stopRequested ? stopMessage : repairMessage, answerEndedToolCalls: false });
        insertions.push({ index, id, closers });
      }
      spans.track({ type: EventType.RUN_STARTED });
      inRun = false;
      continue;
    }
    if (event.type === EventType.RUN_ERROR) {
      spans.track({ type: EventType.RUN_STARTED });
      inRun = false;
      continue;
    }
    if (event.type === EventType.RUN_STARTED) inRun = true;
    spans.track(event);
  }
  const last = events[events.length - 1];
  if (inRun && last !== undefined) {
    const closers = spans.closers({ stopRequested: false, message: repairMessage });
    closers.push({ type: EventType.RUN_ERROR, message: repairMessage, code: "INCOMPLETE_STREAM" });
    insertions.push({ index: events.length, id: last.id, closers });
  }
  return insertions;
}

function isCancelled(event: BaseEvent): boolean {
  const outcome: unknown = event["outcome"];
  return typeof outcome === "object" && outcome !== null && (outcome as { type?: unknown }).type === "cancelled";
}
