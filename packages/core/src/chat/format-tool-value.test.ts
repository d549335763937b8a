import { describe, expect, it } from "vitest";
import { formatToolValue } from "./format-tool-value.js";

describe("formatToolValue", () => {
  it("keeps strings, indents JSON and marks cycles", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    expect(formatToolValue("done")).toBe("done");
    expect(formatToolValue({ city: "Paris" })).toBe('{\n  "city": "Paris"\n}');
    expect(formatToolValue(cyclic)).toBe('{\n  "a": 1,\n  "self": "[Circular]"\n}');
  });
});
