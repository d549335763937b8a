import { describe, expect, it } from "vitest";
import { clampPanelSize, MIN_PANEL_SIZE, resizeForKey } from "./panel-size.js";

describe("panel size", () => {
  it("grows with left/up and shrinks with right/down, by one step", () => {
    const size = { width: 600, height: 400 };
    expect(resizeForKey(size, "ArrowLeft")).toEqual({ width: 624, height: 400 });
    expect(resizeForKey(size, "ArrowUp")).toEqual({ width: 600, height: 424 });
    expect(resizeForKey(size, "ArrowRight")).toEqual({ width: 576, height: 400 });
    expect(resizeForKey(size, "ArrowDown")).toEqual({ width: 600, height: 376 });
    expect(resizeForKey(size, "a")).toBeUndefined();
  });

  it("stays between the minimum and the viewport", () => {
    const viewport = { width: 1000, height: 700 };
    expect(clampPanelSize({ width: 10, height: 10 }, viewport)).toEqual(MIN_PANEL_SIZE);
    expect(clampPanelSize({ width: 5000, height: 5000 }, viewport)).toEqual({ width: 968, height: 620 });
    expect(clampPanelSize({ width: 500.4, height: 300.6 }, viewport)).toEqual({ width: 500, height: 301 });
    expect(clampPanelSize({ width: 5000, height: 5000 }, { width: 100, height: 100 })).toEqual(MIN_PANEL_SIZE);
  });
});
