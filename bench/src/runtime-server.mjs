import { createServer } from "node:http";
import { CopilotRuntime, InMemoryAgentRunner } from "@wingman/runtime";
import { createCopilotNodeListener } from "@wingman/runtime/node";
import { SyntheticAgent } from "./synthetic-agent.mjs";

/** Runner factories by name; durable runners are loaded only when asked for. */
const runnerFactories = {
  memory: async () => new InMemoryAgentRunner({ maxThreads: 100_000, maxBytes: 4 * 1024 ** 3 }),
  sqlite: async () => {
    const { SqliteAgentRunner } = await import("@wingman/runner-sqlite");
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    return new SqliteAgentRunner({ path: join(mkdtempSync(join(tmpdir(), "wingman-bench-")), "bench.db") });
  },
  redis: async () => {
    const { RedisAgentRunner } = await import("@wingman/runner-redis");
    // Bench threads expire on their own: nothing is left behind in the shared Redis.
    return new RedisAgentRunner({
      url: "redis://127.0.0.1:6379",
      keyPrefix: `wingman-bench-${process.pid}:`,
      retention: { idleThreadTtlSeconds: 300 },
    });
  },
};

export async function createRuntimeServer(runnerName = "memory") {
  const factory = runnerFactories[runnerName];
  if (!factory) throw new Error(`unknown runner '${runnerName}'`);
  const runner = await factory();
  const runtime = new CopilotRuntime({ agents: { bench: new SyntheticAgent() }, runner });
  const listener = createCopilotNodeListener({ runtime, basePath: "/" });
  const server = createServer(listener);
  server.on("close", () => void runner.close?.());
  return server;
}
