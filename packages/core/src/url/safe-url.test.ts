import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url.js";

describe("safeUrl", () => {
  it.each([
    ["https://example.com/a", "https://example.com/a"],
    ["  /relative/path ", "/relative/path"],
    ["mailto:me@example.com", "mailto:me@example.com"],
    ["javascript:alert(1)", undefined],
    ["JavaScript:alert(1)", undefined],
    ["data:text/html,<b>x</b>", undefined],
    ["", undefined],
  ])("%j → %j", (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
