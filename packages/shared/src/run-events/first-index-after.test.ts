import { describe, expect, it } from "vitest";
import { firstIndexAfter } from "./first-index-after.js";

const entries = [1, 4, 5, 9].map((id) => ({ id }));

describe("firstIndexAfter", () => {
  it("finds the first entry above the id, whether the id is present, missing or out of range", () => {
    expect(firstIndexAfter(entries, 0)).toBe(0);
    expect(firstIndexAfter(entries, 1)).toBe(1);
    expect(firstIndexAfter(entries, 3)).toBe(1);
    expect(firstIndexAfter(entries, 5)).toBe(3);
    expect(firstIndexAfter(entries, 9)).toBe(4);
    expect(firstIndexAfter(entries, 100)).toBe(4);
    expect(firstIndexAfter([], 3)).toBe(0);
  });
});
