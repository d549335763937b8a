import type { Message, RunAgentInput, State } from "@ag-ui/core";
import type { RunnerEvent, ThreadChange } from "@wingman/runtime";
import { compactRunEvents, encodeBatch, encodeCompactedRun, reduceRunMessages, reduceRunState } from "@wingman/shared/internal";
import type { PoolClient } from "pg";
import { encodeNotice } from "./notice.js";
import { liveGraceMs, type PostgresRunnerContext } from "./postgres-runner-context.js";
import { parseThreadRow, toThreadInfo } from "./thread-row.js";

/** A finished run to store: its events (closers included) and what the thread held before it. */
export interface FinishedRun {
  readonly ownerId: string;
  readonly threadId: string;
  readonly agentId: string;
  readonly runId: string;
  /** The lease generation that holds the run: every write is fenced on it. */
  readonly generation: number;
  readonly firstId: number;
  readonly events: readonly RunnerEvent[];
  /** How many leading events are already written as live batches; the rest go in one last batch. */
  readonly written: number;
  /** Events the agent emitted (closers not counted): none means no run is stored. */
  readonly agentEventCount: number;
  readonly sawRunStarted: boolean;
  readonly recordedInput: RunAgentInput | undefined;
  readonly history: readonly Message[];
  readonly startState: State;
  readonly createdThread: boolean;
}

/**
 * Stores a finished run (call inside a transaction): the thread unlocked with its messages and
 * state after the run, the run compacted, its last batch written for live followers, retention
 * applied, and the change announced. Fenced: resolves false, writing nothing, when the thread no
 * longer holds this lease generation. A run the agent emitted nothing for is not stored, and a
 * thread it created is removed again.
 */
export async function storeFinishedRun(client: PoolClient, context: PostgresRunnerContext, run: FinishedRun): Promise<boolean> {
  const { sql, options, channel } = context;
  const { ownerId, threadId, events } = run;
  const key = [ownerId, threadId];
  const lastId = events[events.length - 1]?.id ?? run.firstId - 1;
  const now = Date.now();
  // Followers of the run re-read; watchers hear of the change (both delivered on commit).
  const notify = (change: ThreadChange) =>
    client.query(sql.notifyTwo, [channel, encodeNotice({ kind: "events", ownerId, threadId }), encodeNotice({ kind: "change", change })]);
  const tail = events.slice(run.written);
  const writeTail = async (): Promise<void> => {
    if (tail.length > 0) await client.query(sql.insertBatch, [...key, lastId, tail[0]!.id, encodeBatch(tail)]);
    await client.query(sql.expireBatches, [...key, run.firstId, liveGraceMs]);
  };

  if (run.agentEventCount === 0) {
    if (run.createdThread) {
      const deleted = await client.query(sql.deleteIfEmpty, [...key, run.generation]);
      if (deleted.rowCount === 1) {
        await notify({ kind: "deleted", ownerId, threadId, agentId: run.agentId });
        return true;
      }
    }
    const cleared = await client.query(sql.clearRun, [...key, run.generation, lastId + 1, now]);
    if (cleared.rowCount !== 1) return false;
    await writeTail();
    await notify(runEnded(cleared.rows[0]!));
    return true;
  }

  const compacted = compactRunEvents(events);
  const compactedEvents = compacted.events.map(({ event }) => event);
  const input = run.recordedInput;
  // A run whose agent sent no RUN_STARTED still brought its input: count it in.
  const history = run.sawRunStarted || input === undefined ? run.history : [...run.history, ...input.messages];
  const startState = run.sawRunStarted || input === undefined ? run.startState : (input.state ?? run.startState);
  const messages: Message[] = reduceRunMessages(history, compactedEvents);
  const state = reduceRunState(startState, compactedEvents);
  const finished = await client.query(sql.finishRun, [
    ...key,
    run.generation,
    JSON.stringify(messages),
    state === undefined ? null : JSON.stringify(state),
    lastId + 1,
    now,
  ]);
  if (finished.rowCount !== 1) return false;
  await writeTail();
  const encoded = encodeCompactedRun(compacted, run.firstId);
  await client.query(sql.insertRun, [...key, encoded.lastId, encoded.firstId, run.runId, compacted.events.length, encoded.events, encoded.boundaries]);
  if (options.maxEventsPerThread > 0) await client.query(sql.trimRuns, [...key, options.maxEventsPerThread]);
  await notify(runEnded(finished.rows[0]!));
  return true;
}

function runEnded(raw: Record<string, unknown>): ThreadChange {
  const row = parseThreadRow(raw);
  return { kind: "run-ended", ownerId: row.owner_id, threadId: row.thread_id, agentId: row.agent_id, thread: toThreadInfo(row) };
}
