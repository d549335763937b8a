import type { RunnerEvent } from "@wingman/runtime";
import { decodeCompactedRun, eventsAfter, repairCompactedRun } from "@wingman/shared/internal";
import type { Subscriber } from "rxjs";

/** A `runs` row as read for a replay: boundaries only where the client stopped inside a merged delta. */
export interface StoredRunRow {
  readonly events: string;
  readonly boundaries: string | null;
}

/**
 * Sends stored runs after `after` (all without it), compacted and resumed exactly where the client
 * stopped; returns the id of the last stored event sent or skipped (0 with none).
 */
export function replayStoredRuns(rows: readonly StoredRunRow[], after: number | undefined, subscriber: Subscriber<RunnerEvent>): number {
  let lastId = 0;
  for (const row of rows) {
    // A run stored with a span left open is closed here, as on every runner, so the thread loads.
    const run = repairCompactedRun(decodeCompactedRun(row.events, row.boundaries));
    lastId = run.events[run.events.length - 1]?.id ?? lastId;
    for (const entry of eventsAfter(run, after)) {
      if (subscriber.closed) return lastId;
      subscriber.next(entry);
    }
  }
  return lastId;
}
