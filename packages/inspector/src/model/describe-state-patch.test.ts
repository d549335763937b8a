import { describe, expect, it } from "vitest";
import { describeStatePatch } from "./describe-state-patch.js";

describe("describeStatePatch", () => {
  it("lists each change with the value before and after the delta", () => {
    const result = describeStatePatch({ count: 1, tags: ["a"], gone: true }, [
      { op: "replace", path: "/count", value: 2 },
      { op: "add", path: "/tags/-", value: "b" },
      { op: "remove", path: "/gone" },
      { op: "test", path: "/count", value: 2 },
    ]);
    expect(result.after).toEqual({ count: 2, tags: ["a", "b"] });
    expect(result.changes).toEqual([
      { op: "replace", path: "/count", before: 1, after: 2 },
      { op: "add", path: "/tags/1", before: undefined, after: "b" },
      { op: "remove", path: "/gone", before: true, after: undefined },
    ]);
    expect(result.error).toBeUndefined();
  });

  it("reports a patch that does not apply instead of throwing", () => {
    const result = describeStatePatch({ a: 1 }, [{ op: "replace", path: "/b", value: 2 }]);
    expect(result.after).toEqual({ a: 1 });
    expect(result.changes).toEqual([]);
    expect(result.error).toMatch(/\/b/);
  });

  it("treats a missing state as an empty object", () => {
    expect(describeStatePatch(undefined, [{ op: "add", path: "/x", value: 1 }]).after).toEqual({ x: 1 });
  });
});
