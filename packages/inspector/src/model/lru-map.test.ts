import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map.js";

describe("LruMap", () => {
  it("evicts the least recently written or touched entry past its capacity", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    map.touch("a");
    map.set("c", 3);
    expect(map.has("b")).toBe(false);
    expect(map.values()).toEqual([1, 3]);
    expect(map.size).toBe(2);
  });
});
