import type { DeltaBoundaries } from "./compact-run-events.js";

/**
 * A compacted run's delta boundaries as JSON, ids and lengths delta-encoded (small numbers) and
 * repeats run-length encoded, for storage; null when nothing was merged. `decodeDeltaBoundaries`
 * reverses it.
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
    groups.push([index, packRepeats(idSteps), packRepeats(lengths)]);
  }
  return JSON.stringify(groups);
}

/** The boundaries `encodeDeltaBoundaries` encoded; empty for null or an empty string. */
export function decodeDeltaBoundaries(boundaries: string | null | undefined): Map<number, DeltaBoundaries> {
  const decoded = new Map<number, DeltaBoundaries>();
  if (typeof boundaries !== "string" || boundaries.length === 0) return decoded;
  for (const [index, packedSteps, packedLengths] of JSON.parse(boundaries) as [number, number[], number[]][]) {
    const idSteps = unpackRepeats(packedSteps);
    const lengths = unpackRepeats(packedLengths);
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

/**
 * Run-length encodes non-negative numbers: a value repeated k more times (k ≥ 2) is followed by
 * -k. Consecutive deltas of one stream have id steps of 1, so without it the boundaries of a long
 * answer held nearly as many characters as its text. Data written before it has no negative entries
 * and reads the same.
 */
function packRepeats(values: readonly number[]): number[] {
  const packed: number[] = [];
  let position = 0;
  while (position < values.length) {
    const value = values[position]!;
    let repeats = 0;
    while (values[position + repeats + 1] === value) repeats++;
    packed.push(value);
    if (repeats === 1) packed.push(value);
    else if (repeats > 1) packed.push(-repeats);
    position += repeats + 1;
  }
  return packed;
}

function unpackRepeats(packed: readonly number[]): number[] {
  const values: number[] = [];
  for (const entry of packed) {
    if (entry >= 0) {
      values.push(entry);
      continue;
    }
    const previous = values[values.length - 1] ?? 0;
    for (let repeat = 0; repeat < -entry; repeat++) values.push(previous);
  }
  return values;
}
