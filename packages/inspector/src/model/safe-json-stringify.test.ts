import { describe, expect, it } from "vitest";
import { safeJsonStringify } from "./safe-json-stringify.js";

describe("safeJsonStringify", () => {
  it("prints plain JSON like JSON.stringify", () => {
    expect(safeJsonStringify({ a: [1, "x", null] }, 2)).toBe(JSON.stringify({ a: [1, "x", null] }, null, 2));
  });

  it("marks cycles but prints a value shared by two branches twice", () => {
    const shared = { n: 1 };
    const value: Record<string, unknown> = { left: shared, right: shared };
    value["self"] = value;
    expect(JSON.parse(safeJsonStringify(value))).toEqual({ left: { n: 1 }, right: { n: 1 }, self: "[Circular]" });
  });

  it("turns bigints into strings and never throws", () => {
    expect(safeJsonStringify({ big: 10n })).toBe('{"big":"10"}');
    const hostile = { toJSON: () => { throw new Error("no"); } };
    expect(safeJsonStringify(hostile)).toBe('"[unserializable]"');
    expect(safeJsonStringify(undefined)).toBe("undefined");
  });
});
