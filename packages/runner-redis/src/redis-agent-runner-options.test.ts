import { describe, expect, it } from "vitest";
import { resolveRedisAgentRunnerOptions } from "./redis-agent-runner-options.js";

describe("resolveRedisAgentRunnerOptions", () => {
  it("fills in defaults: prefix, lock TTL, no retention", () => {
    expect(resolveRedisAgentRunnerOptions({ url: "redis://127.0.0.1:6379" })).toEqual({
      keyPrefix: "wingman:",
      lockTtlMs: 10_000,
      commandTimeoutMs: 2_000,
      retryAfterSeconds: 2,
      maxEventsPerThread: 0,
      idleThreadTtlSeconds: 0,
    });
  });

  it.each([
    [{}, "url and client"],
    [{ url: "redis://x", lockTtlMs: 50 }, "lockTtlMs"],
    [{ url: "redis://x", commandTimeoutMs: 0 }, "commandTimeoutMs"],
    [{ url: "redis://x", retryAfterSeconds: 0.5 }, "retryAfterSeconds"],
    [{ url: "redis://x", retention: { maxEventsPerThread: -1 } }, "maxEventsPerThread"],
    [{ url: "redis://x", retention: { idleThreadTtlSeconds: 1.5 } }, "idleThreadTtlSeconds"],
  ])("rejects %o naming %s", (options, name) => {
    expect(() => resolveRedisAgentRunnerOptions(options)).toThrow(name);
  });
});
