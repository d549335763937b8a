import type { CompactedRun, DeltaBoundaries } from "./compact-run-events.js";
import type { SequencedEvent } from "./sequenced-event.js";

/**
 * The run `encodeCompactedRun` encoded. Without `boundaries` the run replays whole but cannot be
 * resumed inside a merged delta: leave it out only when the client's last seen id is below the
 * run's `firstId` (or when there is none).
 */
export function decodeCompactedRun(events: string, boundaries?: string | null): CompactedRun {
  const decoded = new Map<number, DeltaBoundaries>();
  if (typeof boundaries === "string" && boundaries.length > 0) {
    for (const [index, idSteps, lengths] of JSON.parse(boundaries) as [number, number[], number[]][]) {
      const ids = new Float64Array(idSteps.length);
      const ends = new Uint32Array(lengths.length);
      let id = 0;
      let end = 0;
      for (let position = 0; position < idSteps.length; position++) {
        id += idSteps[position]!;
        end += lengths[position]!;
        ids[position] = id;
        ends[position] = end;
      }
      decoded.set(index, { ids, ends });
    }
  }
  return { events: JSON.parse(events) as SequencedEvent[], boundaries: decoded };
}
