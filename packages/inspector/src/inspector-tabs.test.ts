import { describe, expect, it } from "vitest";
import { INSPECTOR_TABS, tabForKey } from "./inspector-tabs.js";

describe("tabForKey", () => {
  it("moves with the arrows (wrapping) and jumps with Home/End", () => {
    expect(tabForKey("events", "ArrowRight")).toBe("runs");
    expect(tabForKey("events", "ArrowLeft")).toBe("runtime");
    expect(tabForKey("runtime", "ArrowLeft")).toBe("errors");
    expect(tabForKey("errors", "ArrowRight")).toBe("runtime");
    expect(tabForKey("state", "Home")).toBe(INSPECTOR_TABS[0].id);
    expect(tabForKey("state", "End")).toBe("errors");
  });

  it("ignores other keys", () => {
    expect(tabForKey("events", "Enter")).toBeUndefined();
  });
});
