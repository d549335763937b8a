import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffDelay } from "./backoff-delay.js";

describe("backoffDelay", () => {
  afterEach(() => vi.restoreAllMocks());

  it("doubles the ceiling per attempt up to the cap", () => {
    const top = { baseMs: 100, maxMs: 1_000, random: () => 1 };
    expect([0, 1, 2, 3, 4, 5, 40].map((attempt) => backoffDelay(attempt, top))).toEqual([100, 200, 400, 800, 1_000, 1_000, 1_000]);
  });

  it("draws each delay anywhere between 0 and the ceiling (full jitter)", () => {
    const draws = [0, 0.25, 0.5, 0.999];
    const random = () => draws.shift()!;
    expect([3, 3, 3, 3].map((attempt) => backoffDelay(attempt, { baseMs: 100, maxMs: 10_000, random }))).toEqual([0, 200, 400, 799]);
  });

  it("uses Math.random by default and keeps an out-of-range random inside [0, ceiling]", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect(backoffDelay(1, { baseMs: 100, maxMs: 1_000 })).toBe(100);
    expect(backoffDelay(1, { baseMs: 100, maxMs: 1_000, random: () => 7 })).toBe(200);
    expect(backoffDelay(1, { baseMs: 100, maxMs: 1_000, random: () => -1 })).toBe(0);
  });
});
