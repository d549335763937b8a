import type { CompactedRun } from "../compaction/compact-run-events.js";
import { firstIndexAfter } from "./first-index-after.js";
import type { SequencedEvent } from "./sequenced-event.js";

/**
 * The events of a compacted run that a client which saw event `after` has not seen, in order. When
 * `after` falls inside a merged delta, that event is sent with only the text that came after it, so
 * the client's message ends up exactly as if it had seen the original deltas. A folded
 * `STATE_SNAPSHOT` is re-sent whole when `after` falls among the state events it covers (a snapshot
 * is idempotent). Without `after`, the whole run.
 *
 * Costs O(log n) to find the start plus the length of the answer.
 */
export function eventsAfter(run: CompactedRun, after?: number): readonly SequencedEvent[] {
  const { events, boundaries } = run;
  if (after === undefined || events.length === 0) return events;
  // Before the run's first event, unless a merged delta began there: a merged event has the id of its
  // last delta, so its first ones may lie below the run's first id (wherever that event is in the run).
  if (after < events[0]!.id && !mergedFromAtOrBelow(boundaries, after)) return events;
  const start = firstIndexAfter(events, after);
  const result: SequencedEvent[] = [];
  for (let index = start; index < events.length; index++) {
    const entry = events[index]!;
    const deltas = boundaries.get(index);
    if (deltas === undefined || deltas.ids[0]! > after) {
      result.push(entry);
      continue;
    }
    const seen = lastIndexAtOrBelow(deltas.ids, after);
    const delta = typeof entry.event.delta === "string" ? entry.event.delta : "";
    result.push({ id: entry.id, event: { ...entry.event, delta: delta.slice(deltas.ends[seen]) } });
  }
  return result;
}

function mergedFromAtOrBelow(boundaries: CompactedRun["boundaries"], after: number): boolean {
  for (const { ids } of boundaries.values()) if (ids[0]! <= after) return true;
  return false;
}

/** Index of the last id ≤ `after`; the caller guarantees `ids[0] <= after`. */
function lastIndexAtOrBelow(ids: Float64Array, after: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (ids[middle]! <= after) low = middle;
    else high = middle - 1;
  }
  return low;
}
