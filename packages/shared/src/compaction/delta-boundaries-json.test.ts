import { describe, expect, it } from "vitest";
import type { DeltaBoundaries } from "./compact-run-events.js";
import { decodeDeltaBoundaries, encodeDeltaBoundaries } from "./delta-boundaries-json.js";

/** Boundaries of one merged delta: ids and cumulative ends from id steps and lengths. */
function boundariesOf(firstId: number, steps: readonly number[], lengths: readonly number[]): DeltaBoundaries {
  const ids = new Float64Array(steps.length);
  const ends = new Uint32Array(lengths.length);
  let id = firstId;
  let end = 0;
  steps.forEach((step, position) => {
    id += position === 0 ? 0 : step;
    end += lengths[position]!;
    ids[position] = id;
    ends[position] = end;
  });
  return { ids, ends };
}

describe("encodeDeltaBoundaries / decodeDeltaBoundaries", () => {
  it("round-trips runs of repeats, single values, pairs and zero lengths", () => {
    // A deterministic mix: long runs of step 1, interleaved steps, repeated and varying lengths.
    let seed = 7;
    const next = (range: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % range);
    const steps = Array.from({ length: 500 }, () => (next(4) === 0 ? 1 + next(3) : 1));
    const lengths = Array.from({ length: 500 }, () => (next(3) === 0 ? next(5) : 6));
    const boundaries = new Map([
      [2, boundariesOf(3, steps, lengths)],
      [9, boundariesOf(700, [1, 1], [0, 0])],
      [12, boundariesOf(900, [1, 2, 2, 1], [3, 3, 4, 4])],
    ]);
    expect(decodeDeltaBoundaries(encodeDeltaBoundaries(boundaries))).toEqual(boundaries);
  });

  it("writes a long run of equal steps and lengths in a few characters", () => {
    const boundaries = new Map([[2, boundariesOf(3, new Array<number>(200).fill(1), new Array<number>(200).fill(6))]]);
    const encoded = encodeDeltaBoundaries(boundaries)!;
    expect(encoded.length).toBeLessThan(40);
    expect(decodeDeltaBoundaries(encoded)).toEqual(boundaries);
  });

  it("reads boundaries stored before repeats were encoded", () => {
    const stored = JSON.stringify([[2, [3, 1, 1, 1, 2], [6, 6, 6, 0, 4]]]);
    expect(decodeDeltaBoundaries(stored)).toEqual(new Map([[2, boundariesOf(3, [3, 1, 1, 1, 2], [6, 6, 6, 0, 4])]]));
  });
});
