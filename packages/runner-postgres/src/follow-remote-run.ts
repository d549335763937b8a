import type { RunnerEvent } from "@wingman/runtime";
import type { Subscriber } from "rxjs";
import { decodeBatch, isTerminalEventType } from "@wingman/shared/internal";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { replayStoredRuns, type StoredRunRow } from "./replay-stored-runs.js";
import { parseThreadRow } from "./thread-row.js";

/**
 * How often a follower re-reads without a notice (ms): the bound on its delay when a notice is
 * lost (the listening connection dropped), and how soon it notices that the run's instance died.
 */
export const followerPollMs = 250;

/** A run of a thread, followed from the database. */
export interface FollowedRun {
  readonly ownerId: string;
  readonly threadId: string;
  /** Id of the run's first event: its batches are those from it on. */
  readonly firstId: number;
  /** Events up to this id were sent already. */
  readonly after: number;
}

/** What a follower needs from the runner. */
export interface FollowerHooks {
  /** Registers `wake` to be called on each notice for the thread; returns the unregistering function. */
  readonly listen: (ownerId: string, threadId: string, wake: () => void) => () => void;
  /** Finalizes the thread's run if its lease expired. */
  readonly recover: (ownerId: string, threadId: string) => Promise<unknown>;
}

/**
 * Follows a run from the database, wherever it is driven: reads its batches after each notice
 * for the thread (and every followerPollMs) until its terminal event; when its batches are gone
 * (the run was stored and their grace period passed), the rest comes from the stored run. A run
 * whose lease expired is finalized here. Database errors are retried at the next poll.
 *
 * The terminal event is held until the run is stored (its thread free), as a local follower's is:
 * the batches hold the agent's own `RUN_FINISHED` before the driving instance stores the run, and a
 * client acting on the end at once (a frontend tool's follow-up run) would get 409.
 */
export function followRemoteRun(
  context: PostgresRunnerContext,
  hooks: FollowerHooks,
  run: FollowedRun,
  subscriber: Subscriber<RunnerEvent>,
): () => void {
  const { pool, sql } = context;
  const key = [run.ownerId, run.threadId];
  let lastId = run.after;
  let done = false;
  let terminal: RunnerEvent | undefined;
  let pulling = false;
  let again = false;
  const finish = (): void => {
    done = true;
    cleanup();
    if (!subscriber.closed) subscriber.complete();
  };
  const endWithTerminal = (): void => {
    if (terminal !== undefined && !subscriber.closed) subscriber.next(terminal);
    finish();
  };
  const emit = (entries: readonly RunnerEvent[]): void => {
    for (const entry of entries) {
      if (entry.id <= lastId || done || terminal !== undefined || subscriber.closed) continue;
      lastId = entry.id;
      if (isTerminalEventType(entry.event.type)) terminal = entry;
      else subscriber.next(entry);
    }
  };
  /** Reads new batches; with `check`, also whether the run is still live (stored, or its lease expired). */
  const read = async (check: boolean): Promise<void> => {
    const batches = await pool.query<{ events: string }>(sql.batchesAfter, [...key, run.firstId, lastId]);
    for (const batch of batches.rows) emit(decodeBatch(batch.events));
    if (done || (!check && batches.rows.length > 0 && terminal === undefined)) return;
    const { rows } = await pool.query(sql.thread, key);
    const thread = rows[0] === undefined ? undefined : parseThreadRow(rows[0]);
    if (thread === undefined) return endWithTerminal();
    if (thread.run_first_id === run.firstId) {
      if (thread.lease_expired === true && (await hooks.recover(run.ownerId, run.threadId))) again = true;
      return;
    }
    // The run was stored: what this follower has not seen yet comes from the stored run.
    if (terminal === undefined) {
      const stored = await pool.query<StoredRunRow>(sql.runsOfRunAfter, [...key, lastId, run.firstId]);
      replayStoredRuns(stored.rows, lastId, subscriber);
    }
    endWithTerminal();
  };
  const pull = async (check: boolean): Promise<void> => {
    if (pulling) {
      again = true;
      return;
    }
    pulling = true;
    try {
      do {
        again = false;
        await read(check);
      } while (again && !done && !subscriber.closed);
    } catch {
      // The database hiccuped: the next notice or poll reads again.
    } finally {
      pulling = false;
    }
  };
  const unlisten = hooks.listen(run.ownerId, run.threadId, () => void pull(false));
  const timer = setInterval(() => void pull(true), followerPollMs);
  const cleanup = (): void => {
    clearInterval(timer);
    unlisten();
  };
  void pull(true);
  return cleanup;
}
