import type { CompactedRun } from "./compact-run-events.js";
import { encodeDeltaBoundaries } from "./delta-boundaries-json.js";

/**
 * A compacted run as strings, for storage outside the process (a database row, a Redis stream
 * entry). `events` is always needed; `boundaries` only to resume inside a merged delta, so a store
 * can leave it unread when the client's last seen id is below `firstId`.
 */
export interface EncodedCompactedRun {
  /** Id of the run's first original event (a merged delta may cover ids below its first kept event). */
  readonly firstId: number;
  /** Id of the run's last event. */
  readonly lastId: number;
  /** JSON array of the run's `SequencedEvent`s. */
  readonly events: string;
  /** JSON of the merged deltas' boundaries (ids and lengths delta-encoded); null when nothing was merged. */
  readonly boundaries: string | null;
}

/**
 * Encodes a run compacted by `compactRunEvents` for storage; `decodeCompactedRun` reverses it.
 * `firstId` is the id of the run's first event before compaction.
 *
 * @example
 * const encoded = encodeCompactedRun(compactRunEvents(events), events[0].id);
 * const run = decodeCompactedRun(encoded.events, encoded.boundaries);
 */
export function encodeCompactedRun(run: CompactedRun, firstId: number): EncodedCompactedRun {
  const lastId = run.events[run.events.length - 1]?.id ?? firstId;
  const boundaries = encodeDeltaBoundaries(run.boundaries);
  return { firstId: Math.min(firstId, run.events[0]?.id ?? firstId), lastId, events: JSON.stringify(run.events), boundaries };
}
