import type { DeltaBoundaries } from "./compact-run-events.js";

/**
 * A compacted run's delta boundaries as JSON, ids and lengths delta-encoded (small numbers) and
 * repeats run-length encoded, for storage; null when nothing was merged. `decodeDeltaBoundaries`
 * reverses it.
 */
export function encodeDeltaBoundaries(boundaries: ReadonlyMap<number, DeltaBoundaries>): string | null {
  if (boundaries.size === 0) return null;
  const groups: [number, number[], number[]][] = [];
  for (const [index, { ids, ends }] of boundaries) groups.push([index, packSteps(ids), packSteps(ends)]);
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
 * The steps between consecutive values (the first one's from 0), run-length encoded in one pass: a
 * step repeated k more times (k ≥ 2) is followed by -k. Consecutive deltas of one stream have id
 * steps of 1, so without it the boundaries of a long answer held nearly as many characters as its
 * text. Data written before run-length encoding has no negative entries and reads the same.
 */
function packSteps(values: Float64Array | Uint32Array): number[] {
  const packed: number[] = [];
  if (values.length === 0) return packed;
  let step = values[0]!;
  let repeats = 0;
  for (let position = 1; position < values.length; position++) {
    const next = values[position]! - values[position - 1]!;
    if (next === step) {
      repeats++;
      continue;
    }
    pushRun(packed, step, repeats);
    step = next;
    repeats = 0;
  }
  pushRun(packed, step, repeats);
  return packed;
}

function pushRun(packed: number[], step: number, repeats: number): void {
  packed.push(step);
  if (repeats === 1) packed.push(step);
  else if (repeats > 1) packed.push(-repeats);
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
