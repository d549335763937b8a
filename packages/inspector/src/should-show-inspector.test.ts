import { describe, expect, it } from "vitest";
import { shouldShowInspector } from "./should-show-inspector.js";

describe("shouldShowInspector", () => {
  it.each([
    [true, "app.example.com", true],
    [false, "localhost", false],
    ["auto", "localhost", true],
    ["auto", "127.0.0.1", true],
    ["auto", "[::1]", true],
    ["auto", "LOCALHOST", true],
    ["auto", "app.example.com", false],
    ["auto", "localhost.example.com", false],
    ["auto", undefined, false],
  ] as const)("enabled=%s on %s → %s", (enabled, hostname, expected) => {
    expect(shouldShowInspector(enabled, hostname)).toBe(expected);
  });

  it("reads the page's hostname by default (none in Node: hidden)", () => {
    expect(shouldShowInspector("auto")).toBe(false);
  });
});
