import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { Observable, takeWhile } from "rxjs";
import { replayStoredRuns } from "./replay-stored-runs.js";
import type { SqliteStatements } from "./sqlite-statements.js";

/**
 * The stored events of an owner's thread after `after`, up to and including the next terminal event: what
 * the followers of a run that lost its lease are switched to, so that they end exactly as the log
 * (the run finalized by the process that took it over) holds it, as a client resuming there would.
 */
export function storedRunAfter(statements: SqliteStatements, ownerId: string, threadId: string, after: number): Observable<RunnerEvent> {
  return new Observable<RunnerEvent>((subscriber) => {
    replayStoredRuns(statements, ownerId, threadId, after, subscriber);
    subscriber.complete();
  }).pipe(takeWhile(({ event }) => event.type !== EventType.RUN_FINISHED && event.type !== EventType.RUN_ERROR, true));
}
