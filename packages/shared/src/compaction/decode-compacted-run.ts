import type { CompactedRun } from "./compact-run-events.js";
import { decodeDeltaBoundaries } from "./delta-boundaries-json.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

/**
 * The run `encodeCompactedRun` encoded. Without `boundaries` the run replays whole but cannot be
 * resumed inside a merged delta: leave it out only when the client's last seen id is below the
 * run's `firstId` (or when there is none).
 */
export function decodeCompactedRun(events: string, boundaries?: string | null): CompactedRun {
  return { events: JSON.parse(events) as SequencedEvent[], boundaries: decodeDeltaBoundaries(boundaries) };
}
