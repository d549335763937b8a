import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createDemoRuntime as createSharedDemoRuntime, type DemoRuntime, type DemoThreadStore } from "@wingman/demo-shared";
import { PostgresAgentRunner } from "@wingman/runner-postgres";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { SqliteAgentRunner } from "@wingman/runner-sqlite";
import { InMemoryAgentRunner, type WingmanAgentRunner } from "@wingman/runtime";
import type { DemoConfig } from "./demo-config.js";

/** The demos' shared runtime (`@wingman/demo-shared`), with threads in SQLite (PostgreSQL with DATABASE_URL, Redis with REDIS_URL). */
export function createDemoRuntime(config: DemoConfig): DemoRuntime {
  return createSharedDemoRuntime({ env: config.env, tokenDelayMs: config.tokenDelayMs, transport: config.transport, testGate: config.testGate, ...openRunner(config) });
}

function openRunner(config: DemoConfig): { runner: WingmanAgentRunner; threads: DemoThreadStore } {
  if (config.databaseUrl !== undefined) return { runner: new PostgresAgentRunner({ connectionString: config.databaseUrl }), threads: "postgres" };
  if (config.redisUrl !== undefined) return { runner: new RedisAgentRunner({ url: config.redisUrl, ...(config.redisKeyPrefix !== undefined && { keyPrefix: config.redisKeyPrefix }) }), threads: "redis" };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    return { runner: new SqliteAgentRunner({ path: join(config.dataDir, "threads.db") }), threads: "sqlite" };
  } catch (error) {
    console.warn(`[demo] SQLite is not available (${(error as Error).message}); threads are kept in memory until the server stops.`);
    return { runner: new InMemoryAgentRunner(), threads: "memory" };
  }
}
