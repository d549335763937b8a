import type { Message, RunAgentInput, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { finalizeRunEvents } from "@wingman/shared";
import { decodeBatch } from "@wingman/shared/internal";
import type { Database } from "better-sqlite3";
import { readThreadState } from "./read-thread-state.js";
import type { SqliteStatements } from "./sqlite-statements.js";
import { storeFinishedRun } from "./store-finished-run.js";
import type { ThreadRow } from "./thread-row.js";

const crashMessage = "The run was interrupted: the process running it stopped";

/**
 * Finalizes as an error the run `row` holds, left by a process that is gone (or whose lease
 * expired): its stored batches get closers and are stored as a finished run, and the thread is
 * unlocked. Does nothing when the thread no longer holds that run.
 */
export function recoverDeadRun(db: Database, statements: SqliteStatements, row: ThreadRow): void {
  const runId = row.run_id;
  const instance = row.run_instance;
  if (runId === null || instance === null) return;
  db.transaction(() => {
    const current = statements.thread.get(row.owner_id, row.id) as ThreadRow | undefined;
    if (current?.run_id !== runId || current.run_instance !== instance) return;
    const firstId = current.run_first_id ?? current.next_event_id;
    const events: RunnerEvent[] = [];
    for (const batch of statements.batches.all(row.owner_id, row.id, firstId) as string[]) events.push(...decodeBatch(batch));
    const agentEventCount = events.length;
    let nextId = (events[events.length - 1]?.id ?? firstId - 1) + 1;
    const closers = finalizeRunEvents(
      events.map(({ event }) => event),
      { threadId: row.id, runId, stopRequested: current.stop_requested === 1, interruptionMessage: crashMessage },
    );
    for (const closer of closers) events.push({ id: nextId++, event: closer });
    const stored = readThreadState(statements, row.owner_id, row.id);
    storeFinishedRun(
      statements,
      {
        ownerId: row.owner_id,
        threadId: row.id,
        runId,
        instance,
        firstId,
        events,
        agentEventCount,
        sawRunStarted: events.some(({ event }) => event.type === EventType.RUN_STARTED),
        recordedInput: stored.run_input === null ? undefined : (JSON.parse(stored.run_input) as RunAgentInput),
        history: JSON.parse(stored.messages) as Message[],
        startState: stored.state === null ? undefined : (JSON.parse(stored.state) as State),
        createdThread: current.run_created_thread === 1,
      },
      Date.now(),
    );
  }).immediate();
}
