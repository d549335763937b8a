import { runAgentRunnerConformanceSuite } from "@wingman/runtime/testing";
import { Redis } from "ioredis";
import { afterAll } from "vitest";
import { RedisAgentRunner } from "./redis-agent-runner.js";

const url = "redis://127.0.0.1:6379";
const keyPrefix = `wingman-test-conformance-${crypto.randomUUID()}:`;

afterAll(async () => {
  const client = new Redis(url);
  const keys = await client.keys(`${keyPrefix}*`);
  if (keys.length > 0) await client.del(...keys);
  await client.quit();
});

runAgentRunnerConformanceSuite("RedisAgentRunner", () => new RedisAgentRunner({ url, keyPrefix }), { sharedStorage: true });
