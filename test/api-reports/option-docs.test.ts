import { describe, expect, it } from "vitest";
import { findOptionDocProblems } from "./option-docs.js";

describe("findOptionDocProblems", () => {
  // A small program, but TypeScript's start-up under load is slow: the bound is for a hang.
  it("reports an undocumented optional member and a default the source applies but the JSDoc does not state", { timeout: 300_000 }, () => {
    const root = new URL("./fixtures/option-docs", import.meta.url).pathname;
    expect(findOptionDocProblems(root).map((problem) => problem.replace(/ \(packages\/[^)]*\)/g, ""))).toEqual([
      "ConnectOptions.label: its JSDoc does not state its default; the source defaults it to \"main\"",
      "ConnectOptions.retries: its JSDoc does not state its default; the source defaults it to 3",
      "ConnectOptions.undocumented: no JSDoc",
    ]);
  });
});
