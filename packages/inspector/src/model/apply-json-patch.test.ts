import { describe, expect, it } from "vitest";
import { applyJsonPatch } from "./apply-json-patch.js";

describe("applyJsonPatch", () => {
  it("applies add, replace, remove, move, copy and test without changing the input", () => {
    const before = { count: 1, items: ["a", "b"], nested: { x: 1 } };
    const after = applyJsonPatch(before, [
      { op: "replace", path: "/count", value: 2 },
      { op: "add", path: "/items/-", value: "c" },
      { op: "add", path: "/items/0", value: "z" },
      { op: "remove", path: "/items/1" },
      { op: "copy", from: "/nested", path: "/copy" },
      { op: "move", from: "/nested/x", path: "/moved" },
      { op: "test", path: "/count", value: 2 },
      { op: "add", path: "/a~1b", value: true },
    ]);
    expect(after).toEqual({ count: 2, items: ["z", "b", "c"], nested: {}, copy: { x: 1 }, moved: 1, "a/b": true });
    expect(before).toEqual({ count: 1, items: ["a", "b"], nested: { x: 1 } });
  });

  it("replaces the whole document at the empty path", () => {
    expect(applyJsonPatch({ a: 1 }, [{ op: "replace", path: "", value: { b: 2 } }])).toEqual({ b: 2 });
  });

  it("throws on a missing path, a bad index or a failed test", () => {
    expect(() => applyJsonPatch({}, [{ op: "replace", path: "/missing", value: 1 }])).toThrow(/does not exist/);
    expect(() => applyJsonPatch({ list: [] }, [{ op: "remove", path: "/list/0" }])).toThrow(/out of range/);
    expect(() => applyJsonPatch({ a: 1 }, [{ op: "test", path: "/a", value: 2 }])).toThrow(/test failed/);
    expect(() => applyJsonPatch({}, [{ op: "add", path: "/deep/x", value: 1 }])).toThrow(/does not exist/);
  });
});
