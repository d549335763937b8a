import { describe, expect, it } from "vitest";
import { applyJsonPatch, valueAtJsonPointer } from "./apply-json-patch.js";

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

  it("shares no object with the operations, so a later edit of the result leaves the patch as it was", () => {
    const create = { op: "add", path: "/items", value: [] as string[] };
    const after = applyJsonPatch({}, [create, { op: "add", path: "/items/-", value: "milk" }]);
    expect(after).toEqual({ items: ["milk"] });
    expect(create.value).toEqual([]);
  });

  it("replaces the whole document at the empty path", () => {
    expect(applyJsonPatch({ a: 1 }, [{ op: "replace", path: "", value: { b: 2 } }])).toEqual({ b: 2 });
  });

  it("throws naming the failing operation on a missing path, a bad index, a failed test or an unknown op", () => {
    expect(() => applyJsonPatch({}, [{ op: "replace", path: "/missing", value: 1 }])).toThrow(
      "JSON patch operation 0 (replace /missing) failed: path does not exist",
    );
    expect(() => applyJsonPatch({ list: [] }, [{ op: "remove", path: "/list/0" }])).toThrow(/out of range/);
    expect(() => applyJsonPatch({ l: [] }, [{ op: "replace", path: "/l/0", value: 1 }])).toThrow(/out of range/);
    expect(() => applyJsonPatch({ l: [1] }, [{ op: "add", path: "/l/5", value: 1 }])).toThrow(/out of range/);
    expect(() => applyJsonPatch({ a: 1 }, [{ op: "test", path: "/a", value: 2 }])).toThrow(/test failed/);
    expect(() => applyJsonPatch({}, [{ op: "add", path: "/deep/x", value: 1 }])).toThrow(/does not exist/);
    expect(() => applyJsonPatch({}, [{ op: "move", from: "/nope", path: "/x" }])).toThrow(/'from' path does not exist/);
    expect(() => applyJsonPatch({ a: 1 }, [{ op: "bogus", path: "/a" }])).toThrow(/unknown op/);
  });

  it("names the index of a later failing operation, judged against the document as it then was", () => {
    expect(() =>
      applyJsonPatch({ l: [1] }, [
        { op: "remove", path: "/l/0" },
        { op: "remove", path: "/l/0" },
      ]),
    ).toThrow("JSON patch operation 1 (remove /l/0) failed: index out of range");
  });
});

describe("valueAtJsonPointer", () => {
  it("reads nested values and answers undefined for any missing segment", () => {
    const document = { a: { "b/c": [10, 20] } };
    expect(valueAtJsonPointer(document, "")).toBe(document);
    expect(valueAtJsonPointer(document, "/a/b~1c/1")).toBe(20);
    expect(valueAtJsonPointer(document, "/a/missing/deeper")).toBeUndefined();
    expect(valueAtJsonPointer(document, "/a/b~1c/5")).toBeUndefined();
  });
});
