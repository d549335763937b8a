import type { Message, RunAgentInput, State } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { compactRunEvents, encodeCompactedRun, reduceRunMessages, reduceRunState } from "@wingman/shared/internal";
import { holdsRun } from "./holds-run.js";
import type { SqliteStatements } from "./sqlite-statements.js";

/** A finished run to store: its events (closers included) and what the thread held before it. */
export interface FinishedRun {
  readonly ownerId: string;
  readonly threadId: string;
  readonly runId: string;
  /** The `run_instance` that holds the run: the write is fenced on it. */
  readonly instance: string;
  readonly firstId: number;
  readonly events: readonly RunnerEvent[];
  /** Events the agent emitted (closers not counted): none means no run is stored. */
  readonly agentEventCount: number;
  readonly sawRunStarted: boolean;
  readonly recordedInput: RunAgentInput | undefined;
  readonly history: readonly Message[];
  readonly startState: State;
  readonly createdThread: boolean;
}

/**
 * Stores a finished run (call inside a transaction): its compacted row, the thread's messages and
 * state after it, its live batches deleted, the thread unlocked. Fenced: when the thread no longer
 * holds this run (deleted, or finalized by another process), nothing is touched — not even batches,
 * whose ids may by then belong to the thread's next run — and it resolves false. A run the agent
 * emitted nothing for is not stored, and a thread it created is removed again.
 */
export function storeFinishedRun(statements: SqliteStatements, run: FinishedRun, now: number): boolean {
  if (!holdsRun(statements, run.ownerId, run.threadId, run.runId, run.instance)) return false;
  const lastId = run.events[run.events.length - 1]?.id ?? run.firstId - 1;
  const fence = { ownerId: run.ownerId, id: run.threadId, runId: run.runId, instance: run.instance, now, nextId: lastId + 1 };
  statements.deleteBatches.run(run.ownerId, run.threadId, run.firstId, lastId);
  if (run.agentEventCount === 0) {
    if (!run.createdThread || statements.deleteIfEmpty.run(fence).changes === 0) statements.clearRun.run(fence);
    return true;
  }
  const compacted = compactRunEvents(run.events);
  const events = compacted.events.map(({ event }) => event);
  const input = run.recordedInput;
  // A run whose agent sent no RUN_STARTED still brought its input: count it in.
  const history = run.sawRunStarted || input === undefined ? run.history : [...run.history, ...input.messages];
  const startState = run.sawRunStarted || input === undefined ? run.startState : (input.state ?? run.startState);
  const messages: Message[] = reduceRunMessages(history, events);
  const state = reduceRunState(startState, events);
  const updated = statements.finishRun.run({
    ...fence,
    messages: JSON.stringify(messages),
    state: state === undefined ? null : JSON.stringify(state),
  });
  if (updated.changes === 0) return false;
  const encoded = encodeCompactedRun(compacted, run.firstId);
  statements.insertRun.run(run.ownerId, run.threadId, encoded.lastId, encoded.firstId, run.runId, encoded.events, encoded.boundaries);
  return true;
}
