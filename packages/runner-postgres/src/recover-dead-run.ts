import type { Message, RunAgentInput, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { finalizeRunEvents } from "@wingman/shared";
import type { PoolClient } from "pg";
import { decodeBatch } from "@wingman/shared/internal";
import { inTransaction } from "./in-transaction.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { storeFinishedRun } from "./store-finished-run.js";
import { parseThreadRow, type ThreadRow } from "./thread-row.js";

const crashMessage = "The run was interrupted: the instance running it stopped renewing its lease";

/**
 * Finalizes as an error the run of a thread whose lease expired (its instance died or hung), in
 * one transaction: its written batches get closers and are stored as a finished run, and the thread
 * is unlocked (a new lease generation, so the old holder's late writes are refused). Does nothing
 * when the thread has no run or its lease is still alive. Resolves whether it finalized a run.
 */
export function recoverDeadRun(context: PostgresRunnerContext, ownerId: string, threadId: string): Promise<boolean> {
  return inTransaction(context.pool, async (client) => {
    const { rows } = await client.query(context.sql.threadForUpdate, [ownerId, threadId]);
    const row = rows[0] === undefined ? undefined : parseThreadRow(rows[0]);
    if (row === undefined || row.run_id === null || row.lease_expired !== true) return false;
    return finalizeLockedDeadRun(client, context, row);
  });
}

/** The work of `recoverDeadRun` on a row already locked (FOR UPDATE) by the caller's transaction. */
export async function finalizeLockedDeadRun(client: PoolClient, context: PostgresRunnerContext, row: ThreadRow): Promise<boolean> {
  const { sql } = context;
  const runId = row.run_id!;
  const key = [row.owner_id, row.thread_id];
  const firstId = row.run_first_id ?? row.next_event_id;
  const events: RunnerEvent[] = [];
  const batches = await client.query<{ events: string }>(sql.batchesAfter, [...key, firstId, 0]);
  for (const batch of batches.rows) events.push(...decodeBatch(batch.events));
  const written = events.length;
  let nextId = (events[events.length - 1]?.id ?? firstId - 1) + 1;
  const closers = finalizeRunEvents(
    events.map(({ event }) => event),
    { threadId: row.thread_id, runId, stopRequested: row.stop_requested, interruptionMessage: crashMessage },
  );
  for (const closer of closers) events.push({ id: nextId++, event: closer });
  const stored = (await client.query<{ messages: string; state: string | null; run_input: string | null }>(sql.threadState, key)).rows[0]!;
  return storeFinishedRun(client, context, {
    ownerId: row.owner_id,
    threadId: row.thread_id,
    agentId: row.agent_id,
    runId,
    generation: row.lease_generation,
    firstId,
    events,
    written,
    agentEventCount: written,
    sawRunStarted: events.some(({ event }) => event.type === EventType.RUN_STARTED),
    recordedInput: stored.run_input === null ? undefined : (JSON.parse(stored.run_input) as RunAgentInput),
    history: JSON.parse(stored.messages) as Message[],
    startState: stored.state === null ? undefined : (JSON.parse(stored.state) as State),
    createdThread: row.run_created_thread === true,
  });
}
