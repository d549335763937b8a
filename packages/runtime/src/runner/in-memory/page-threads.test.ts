import { describe, expect, it } from "vitest";
import { pageThreads } from "./page-threads.js";
import { ThreadRecord } from "./thread-record.js";

function threads(count: number, ownerId = "o"): ThreadRecord[] {
  return Array.from({ length: count }, (_, index) => new ThreadRecord(`t${index}`, ownerId, "agent", 0, index + 1));
}

describe("pageThreads", () => {
  it("clamps the page size to 1..200", () => {
    const all = threads(250);
    expect(pageThreads(all, { ownerId: "o", limit: 0 }).threads).toHaveLength(1);
    expect(pageThreads(all, { ownerId: "o", limit: 1_000 }).threads).toHaveLength(200);
    expect(pageThreads(all, { ownerId: "o" }).threads).toHaveLength(50);
  });

  it("walks every thread exactly once through the cursors", () => {
    const all = threads(7);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = pageThreads(all, { ownerId: "o", limit: 3, ...(cursor !== undefined && { cursor }) });
      seen.push(...page.threads.map(({ id }) => id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(seen).toEqual(["t6", "t5", "t4", "t3", "t2", "t1", "t0"]);
  });

  it("answers an empty page to a cursor it did not issue", () => {
    expect(pageThreads(threads(3), { ownerId: "o", cursor: "not-a-cursor" })).toEqual({ threads: [], nextCursor: null });
  });
});
