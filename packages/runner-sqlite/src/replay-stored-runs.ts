import type { RunnerEvent } from "@wingman/runtime";
import { decodeCompactedRun, eventsAfter, repairCompactedRun } from "@wingman/shared/internal";
import type { Subscriber } from "rxjs";
import type { SqliteStatements } from "./sqlite-statements.js";

/**
 * Sends the thread's stored runs after `after` (all without it), compacted and resumed exactly
 * where the client stopped; returns the id of the last stored event (0 with none). Boundaries are
 * read only for the run the client stopped inside of.
 */
export function replayStoredRuns(
  statements: SqliteStatements,
  ownerId: string,
  threadId: string,
  after: number | undefined,
  subscriber: Subscriber<RunnerEvent>,
): number {
  const rows = (
    after === undefined ? statements.allRuns.all(ownerId, threadId) : statements.runsAfter.all({ ownerId, id: threadId, after })
  ) as { events: string; boundaries: string | null }[];
  let lastId = 0;
  for (const row of rows) {
    // Runs stored before finalization closed every span are closed here, so the thread loads.
    const run = repairCompactedRun(decodeCompactedRun(row.events, row.boundaries));
    lastId = run.events[run.events.length - 1]?.id ?? lastId;
    for (const entry of eventsAfter(run, after)) {
      if (subscriber.closed) return lastId;
      subscriber.next(entry);
    }
  }
  return lastId;
}
