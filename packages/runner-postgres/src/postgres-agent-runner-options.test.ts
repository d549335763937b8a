import { describe, expect, it } from "vitest";
import { resolvePostgresAgentRunnerOptions } from "./postgres-agent-runner-options.js";

const connectionString = "postgres://postgres@127.0.0.1:5432/test";

describe("resolvePostgresAgentRunnerOptions", () => {
  it("fills in the defaults", () => {
    expect(resolvePostgresAgentRunnerOptions({ connectionString })).toEqual({
      schema: "wingman",
      migrate: true,
      leaseMs: 5_000,
      connectionTimeoutMs: 2_000,
      maxEventsPerThread: 0,
      idleThreadTtlMs: 0,
    });
  });

  it.each([
    [{}, "connectionString"],
    [{ connectionString, schema: "Bad-Name" }, "schema"],
    [{ connectionString, schema: 'x"; DROP TABLE y; --' }, "schema"],
    [{ connectionString, leaseMs: 10 }, "leaseMs"],
    [{ connectionString, connectionTimeoutMs: 0 }, "connectionTimeoutMs"],
    [{ connectionString, retention: { maxEventsPerThread: -1 } }, "maxEventsPerThread"],
    [{ connectionString, retention: { idleThreadTtlSeconds: 1.5 } }, "idleThreadTtlSeconds"],
  ])("rejects %o naming %s", (options, name) => {
    expect(() => resolvePostgresAgentRunnerOptions(options)).toThrow(name);
  });
});
