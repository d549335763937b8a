import type { DeltaBoundaries } from "./compact-run-events.js";

/**
 * A compacted run's delta boundaries as JSON, ids and lengths delta-encoded (small numbers), for
 * storage; null when nothing was merged. `decodeDeltaBoundaries` reverses it.
 */
export function encodeDeltaBoundaries(boundaries: ReadonlyMap<number, DeltaBoundaries>): string | null {
  if (boundaries.size === 0) return null;
  const groups: [number, number[], number[]][] = [];
  for (const [index, { ids, ends }] of boundaries) {
    const idSteps: number[] = new Array<number>(ids.length);
    const lengths: number[] = new Array<number>(ends.length);
    for (let position = 0; position < ids.length; position++) {
      idSteps[position] = position === 0 ? ids[0]! : ids[position]! - ids[position - 1]!;
      lengths[position] = position === 0 ? ends[0]! : ends[position]! - ends[position - 1]!;
    }
    groups.push([index, idSteps, lengths]);
  }
  return JSON.stringify(groups);
}

/** The boundaries `encodeDeltaBoundaries` encoded; empty for null or an empty string. */
export function decodeDeltaBoundaries(boundaries: string | null | undefined): Map<number, DeltaBoundaries> {
  const decoded = new Map<number, DeltaBoundaries>();
  if (typeof boundaries !== "string" || boundaries.length === 0) return decoded;
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
  return decoded;
}
