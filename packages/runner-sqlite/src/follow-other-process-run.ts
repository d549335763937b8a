import type { RunnerEvent } from "@wingman/runtime";
import { decodeBatch, isTerminalEventType } from "@wingman/shared/internal";
import type { Subscriber } from "rxjs";
import type { LiveRun } from "@wingman/runtime";
import { replayStoredRuns } from "./replay-stored-runs.js";
import type { SqliteStatements } from "./sqlite-statements.js";
import type { ThreadRow } from "./thread-row.js";

/** How often a connect following a run of another process reads its new events (ms). */
const pollMs = 25;

/** What following another process's run needs from the runner. */
export interface OtherProcessRunContext {
  readonly statements: SqliteStatements;
  readonly isClosed: () => boolean;
  /** Finalizes the thread's run if its process is gone. */
  readonly recoverIfDead: (row: ThreadRow) => void;
  /** The run this process drives on the thread, if any (a new run may start here meanwhile). */
  readonly localRun: (ownerId: string, threadId: string) => LiveRun | undefined;
}

/**
 * Follows a run driven by another process sharing the file: polls its batches after `after` until
 * it is stored (or finalized here, its process gone), then sends what is left from the stored log.
 * The run's terminal event is held until then, as a local follower's is: the batches hold the
 * agent's own `RUN_FINISHED` before the other process stores the run, and a client acting on the
 * end at once (a frontend tool's follow-up run) would find the thread busy.
 */
export function followOtherProcessRun(
  context: OtherProcessRunContext,
  ownerId: string,
  threadId: string,
  after: number,
  subscriber: Subscriber<RunnerEvent>,
): () => void {
  const { statements } = context;
  let lastId = after;
  let terminal: RunnerEvent | undefined;
  const poll = (): void => {
    if (subscriber.closed) return;
    if (context.isClosed()) return subscriber.complete();
    for (const batch of statements.batchesAfter.all(ownerId, threadId, lastId) as string[]) {
      for (const entry of decodeBatch(batch)) {
        if (entry.id <= lastId || terminal !== undefined) continue;
        lastId = entry.id;
        if (isTerminalEventType(entry.event.type)) terminal = entry;
        else subscriber.next(entry);
      }
    }
    const row = statements.thread.get(ownerId, threadId) as ThreadRow | undefined;
    if (row !== undefined && row.run_id !== null) context.recoverIfDead(row);
    const current = statements.thread.get(ownerId, threadId) as ThreadRow | undefined;
    if (current?.run_id != null && context.localRun(ownerId, threadId) === undefined) return;
    if (terminal !== undefined && !subscriber.closed) subscriber.next(terminal);
    lastId = Math.max(lastId, replayStoredRuns(statements, ownerId, threadId, lastId, subscriber));
    const local = context.localRun(ownerId, threadId);
    clearInterval(timer);
    if (local !== undefined && !subscriber.closed) local.observe(lastId).subscribe(subscriber);
    else subscriber.complete();
  };
  const pollSafely = (): void => {
    try {
      poll();
    } catch {
      // The file is busy past its timeout: the next poll reads again.
    }
  };
  const timer = setInterval(pollSafely, pollMs);
  pollSafely();
  return () => clearInterval(timer);
}
