import { describe, expect, it } from "vitest";
import { ownerThreadKey, parseOwnerThreadKey } from "./owner-thread-key.js";

describe("ownerThreadKey", () => {
  it.each([
    ["alice", "t1"],
    ["", ""],
    ["a:b", "c"],
    ["a", "b:c"],
    ["5:alice", ":t}{"],
  ])("gives (%j, %j) a key that parses back", (ownerId, threadId) => {
    expect(parseOwnerThreadKey(ownerThreadKey(ownerId, threadId))).toEqual({ ownerId, threadId });
  });

  it("never gives two (owner, thread) pairs the same key", () => {
    expect(ownerThreadKey("a:b", "c")).not.toBe(ownerThreadKey("a", "b:c"));
    expect(ownerThreadKey("ab", "c")).not.toBe(ownerThreadKey("a", "bc"));
  });

  it.each(["", "x", "x:y", "3:ab", "2:abc", "-1::x"])("rejects %j", (key) => {
    expect(parseOwnerThreadKey(key)).toBeUndefined();
  });
});
