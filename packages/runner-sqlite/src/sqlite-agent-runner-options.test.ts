import { describe, expect, it } from "vitest";
import { resolveSqliteAgentRunnerOptions } from "./sqlite-agent-runner-options.js";

describe("resolveSqliteAgentRunnerOptions", () => {
  it("fills in the lease default", () => {
    expect(resolveSqliteAgentRunnerOptions({ path: ":memory:" })).toEqual({ path: ":memory:", leaseMs: 30_000 });
  });

  it.each([
    [{ path: "" }, "path"],
    [{ path: "x.db", leaseMs: 10 }, "leaseMs"],
    [{ path: "x.db", leaseMs: Number.NaN }, "leaseMs"],
  ])("rejects %o naming %s", (options, name) => {
    expect(() => resolveSqliteAgentRunnerOptions(options)).toThrow(name);
  });
});
