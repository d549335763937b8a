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
  postgres: async () => {
    const { PostgresAgentRunner } = await import("@wingman/runner-postgres");
    const connectionString = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    // One schema per server process; those of earlier bench servers (gone by now) are dropped first.
    await dropStaleBenchSchemas(connectionString);
    return new PostgresAgentRunner({ connectionString, schema: `wingman_bench_${process.pid}` });
  },
};

async function dropStaleBenchSchemas(connectionString) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'wingman\\_bench\\_%'");
    for (const { nspname } of rows) {
      const pid = Number(nspname.slice("wingman_bench_".length));
      if (pid !== process.pid && !processAlive(pid)) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
    }
  } finally {
    await client.end();
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * BENCH_IDENTIFY=1: the runtime identifies its users, as a production app does (thread ownership):
 * `identifyUser` gets a standard `Request` and the per-owner limits are on, raised so that the
 * bench's one owner never reaches them.
 */
function identified() {
  if (!process.env.BENCH_IDENTIFY) return {};
  const unlimited = Number.MAX_SAFE_INTEGER;
  return {
    identifyUser: (request) => request.headers.get("x-user") ?? "bench-user",
    limits: { maxThreadsPerOwner: unlimited, maxRunsPerMinutePerOwner: unlimited, maxConcurrentRunsPerOwner: unlimited },
  };
}

export async function createRuntimeServer(runnerName = "memory") {
  const factory = runnerFactories[runnerName];
  if (!factory) throw new Error(`unknown runner '${runnerName}'`);
  const runner = await factory();
  const runtime = new CopilotRuntime({ agents: { bench: new SyntheticAgent() }, runner, ...identified() });
  const listener = createCopilotNodeListener({ runtime, basePath: "/" });
  const server = createServer(listener);
  server.on("close", () => void runner.close?.());
  return server;
}
