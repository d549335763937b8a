import { describe, expect, it } from "vitest";
import { jsonLines } from "./json-lines.js";

describe("jsonLines", () => {
  it("prints like JSON.stringify with two-space indentation", () => {
    const value = { a: 1, list: [true, { b: null }], empty: {}, none: [] };
    const text = jsonLines(value).map((line) => `${"  ".repeat(line.depth)}${line.text}`).join("\n");
    expect(text).toBe(JSON.stringify(value, null, 2));
  });

  it("highlights the lines of changed paths and everything inside them", () => {
    const lines = jsonLines({ count: 2, items: ["a", "b"], other: 0 }, ["/count", "/items"]);
    expect(lines.filter((line) => line.highlighted).map((line) => line.text)).toEqual(['"count": 2,', '"items": [', '"a",', '"b"', "],"]);
    expect(lines.find((line) => line.path === "/other")!.highlighted).toBe(false);
  });

  it("escapes keys in paths and survives cycles", () => {
    const value: Record<string, unknown> = { "a/b": 1 };
    value["self"] = value;
    const lines = jsonLines(value, ["/a~1b"]);
    expect(lines.find((line) => line.highlighted)!.text).toBe('"a/b": 1,');
    expect(lines.map((line) => line.text)).toContain('"self": "[Circular]"');
  });
});
