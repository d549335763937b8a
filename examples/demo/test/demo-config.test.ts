import { describe, expect, it } from "vitest";
import { PostgresAgentRunner } from "@wingman/runner-postgres";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { createDemoRuntime } from "../server/create-demo-runtime.js";
import { readDemoConfig } from "../server/demo-config.js";

describe("readDemoConfig", () => {
  it("serves the page in realtime mode unless DEMO_TRANSPORT says sse", () => {
    expect(readDemoConfig({}).transport).toBe("realtime");
    expect(readDemoConfig({ DEMO_TRANSPORT: "" }).transport).toBe("realtime");
    expect(readDemoConfig({ DEMO_TRANSPORT: "sse" }).transport).toBe("sse");
  });

  it("refuses an unknown transport", () => {
    expect(() => readDemoConfig({ DEMO_TRANSPORT: "websocket" })).toThrow(/DEMO_TRANSPORT must be realtime or sse/);
  });
});

describe("the demo's thread store", () => {
  it("is SQLite by default and PostgreSQL when DATABASE_URL is set", async () => {
    expect(readDemoConfig({}).databaseUrl).toBeUndefined();
    const config = readDemoConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test", DEMO_DATA_DIR: "/nonexistent/never-created" });
    const demo = createDemoRuntime(config);
    try {
      expect(demo.info.threads).toBe("postgres");
      expect(demo.runtime.runner).toBeInstanceOf(PostgresAgentRunner);
    } finally {
      await demo.close();
    }
  });

  it("is Redis when REDIS_URL is set (keys under REDIS_KEY_PREFIX), PostgreSQL when both are", async () => {
    const config = readDemoConfig({ REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `wingman-test-demo-config-${crypto.randomUUID()}:`, DEMO_DATA_DIR: "/nonexistent/never-created" });
    expect(config.redisKeyPrefix).toMatch(/^wingman-test-demo-config-/);
    const demo = createDemoRuntime(config);
    try {
      expect(demo.info.threads).toBe("redis");
      expect(demo.runtime.runner).toBeInstanceOf(RedisAgentRunner);
    } finally {
      await demo.close();
    }
    const both = readDemoConfig({ REDIS_URL: "redis://127.0.0.1:6379", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test", DEMO_DATA_DIR: "/nonexistent/never-created" });
    const postgres = createDemoRuntime(both);
    try {
      expect(postgres.info.threads).toBe("postgres");
    } finally {
      await postgres.close();
    }
  });
});

describe("the test gate (DEMO_TEST_GATE)", () => {
  it("is off unless DEMO_TEST_GATE=1, and refuses other values", () => {
    expect(readDemoConfig({}).testGate).toBe(false);
    expect(readDemoConfig({ DEMO_TEST_GATE: "0" }).testGate).toBe(false);
    expect(readDemoConfig({ DEMO_TEST_GATE: "1" }).testGate).toBe(true);
    expect(() => readDemoConfig({ DEMO_TEST_GATE: "yes" })).toThrow(/DEMO_TEST_GATE must be 0 or 1/);
  });
});
