import { describe, expect, it } from "vitest";
import { resolveSqliteAgentRunnerOptions } from "./sqlite-agent-runner-options.js";

describe("resolveSqliteAgentRunnerOptions", () => {
  it("fills in the defaults: lease, no retention limits, incremental vacuum", () => {
    expect(resolveSqliteAgentRunnerOptions({ path: ":memory:" })).toEqual({
      path: ":memory:",
      leaseMs: 30_000,
      busyTimeoutMs: 5_000,
      retryAfterSeconds: 2,
      maxEventsPerThread: 0,
      idleThreadTtlSeconds: 0,
      vacuum: "incremental",
      sweepIntervalMs: 60_000,
    });
  });

  it.each([
    [{ path: "" }, "path"],
    [{ path: "x.db", leaseMs: 10 }, "leaseMs"],
    [{ path: "x.db", leaseMs: Number.NaN }, "leaseMs"],
    [{ path: "x.db", busyTimeoutMs: -1 }, "busyTimeoutMs"],
    [{ path: "x.db", retryAfterSeconds: 0 }, "retryAfterSeconds"],
    [{ path: "x.db", retention: { maxEventsPerThread: -1 } }, "maxEventsPerThread"],
    [{ path: "x.db", retention: { idleThreadTtlSeconds: 1.5 } }, "idleThreadTtlSeconds"],
    [{ path: "x.db", retention: { vacuum: "sometimes" as never } }, "vacuum"],
    [{ path: "x.db", retention: { sweepIntervalMs: 10 } }, "sweepIntervalMs"],
  ])("rejects %o naming %s", (options, name) => {
    expect(() => resolveSqliteAgentRunnerOptions(options)).toThrow(name);
  });
});
