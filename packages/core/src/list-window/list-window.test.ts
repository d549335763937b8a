import { describe, expect, it } from "vitest";
import { computeListWindow, type ListWindowInput } from "./list-window.js";

const base = (overrides: Partial<ListWindowInput>): ListWindowInput => ({
  count: 100,
  heightOf: () => 100,
  estimate: 50,
  gap: 10,
  top: 0,
  bottom: 300,
  overscan: 0,
  ...overrides,
});

describe("computeListWindow", () => {
  it("takes the rows overlapping the visible part, the rest as space, gaps included", () => {
    // Rows take 110 px each (100 + a 10 px gap): px 1100–1400 overlap rows 10 to 12.
    expect(computeListWindow(base({ top: 1100, bottom: 1400 }))).toEqual({ start: 10, end: 13, spaceBefore: 1100, spaceAfter: 87 * 110 });
  });

  it("adds the overscan on both sides and stops at the list's edges", () => {
    expect(computeListWindow(base({ top: 1100, bottom: 1400, overscan: 220 }))).toMatchObject({ start: 8, end: 15 });
    expect(computeListWindow(base({ top: 0, bottom: 300, overscan: 20_000 }))).toMatchObject({ start: 0, end: 100, spaceBefore: 0, spaceAfter: 0 });
  });

  it("uses the estimate for unmeasured rows and gives rows measured at 0 (hidden) no gap", () => {
    const heights = new Map([[0, 0], [1, 200]]);
    const window = computeListWindow(base({ count: 4, heightOf: (index) => heights.get(index), top: 250, bottom: 260 }));
    // Row 0 takes nothing, row 1 takes 210, rows 2 and 3 take 60 each: px 250 is in row 2.
    expect(window).toEqual({ start: 2, end: 3, spaceBefore: 210, spaceAfter: 60 });
  });

  it("pinned at the end, takes the last rows that fill the visible height wherever top says", () => {
    expect(computeListWindow(base({ top: 0, bottom: 300, atEnd: true }))).toEqual({ start: 97, end: 100, spaceBefore: 97 * 110, spaceAfter: 0 });
  });

  it("renders nothing for an empty list", () => {
    expect(computeListWindow(base({ count: 0 }))).toEqual({ start: 0, end: 0, spaceBefore: 0, spaceAfter: 0 });
  });
});
