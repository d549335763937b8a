import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime } from "@wingman/runtime/node";
import { catchConsole } from "@wingman/test-support/console";
import { eventually } from "@wingman/test-support/wait";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { CuttableRedisRelay } from "../support/cuttable-redis-relay.js";
import { deletePrefix, uniquePrefix } from "../support/redis-prefix.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("readiness on Redis", () => {
  it("ready answers 503 while Redis is unreachable and 200 once it is back; live stays 200", async () => {
    const relay = new CuttableRedisRelay();
    await relay.open();
    cleanups.push(() => relay.cut());
    const keyPrefix = uniquePrefix("health");
    cleanups.push(() => deletePrefix(keyPrefix));
    const runner = new RedisAgentRunner({ url: `redis://127.0.0.1:${relay.port}`, keyPrefix });
    cleanups.push(() => runner.close());
    const served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: {}, runner }), handleSignals: false });
    cleanups.push(() => served.close());
    const ready = () => fetch(`${served.url}/health/ready`);

    await eventually(async () => (await ready()).status === 200);
    // The runner logs the outage (console.error) and, once its probe sees Redis again, the recovery (console.info).
    const lost = catchConsole("error", /^\[wingman\] RedisAgentRunner: (lost Redis|Redis does not answer in time)/);
    const back = catchConsole("info", /^\[wingman\] RedisAgentRunner: Redis is reachable again$/);
    try {
      await relay.cut();
      await eventually(async () => (await ready()).status === 503);
      const down = await ready();
      expect(await down.json()).toMatchObject({ error: "not_ready", reason: "store_unreachable" });
      expect((await fetch(`${served.url}/health/live`)).status).toBe(200);

      await relay.open();
      await eventually(async () => (await ready()).status === 200, 15_000);
    } finally {
      lost.restore();
      back.restore();
    }
    expect(lost.calls).toHaveLength(1);
    // Ready may answer 200 (a PING) a moment before the probe logs the recovery: at most one.
    expect(back.calls.length).toBeLessThanOrEqual(1);
  });
});
