import { eventually } from "@wingman/test-support/wait";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { CuttableRedisRelay } from "../support/cuttable-redis-relay.js";
import { RedisKeys } from "../../src/redis-keys.js";
import { redisUrl, uniquePrefix } from "../support/redis-prefix.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the subscriber connection after an outage", () => {
  it("a connection lost again while it resubscribes rejects nothing unhandled, and the subscription comes back", async () => {
    // ioredis' own resubscription on reconnect sends SUBSCRIBE without a rejection handler
    // (redis/ioredis#2187): losing the connection at that moment was an unhandled rejection,
    // which ends a Node process. The runner's channel hub resubscribes itself, with a handler.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    cleanups.push(async () => void process.off("unhandledRejection", onUnhandled));
    const silenced = [console.error, console.info] as const;
    console.error = () => undefined;
    console.info = () => undefined;
    cleanups.push(async () => void ([console.error, console.info] = silenced));

    const relay = new CuttableRedisRelay();
    await relay.open();
    cleanups.push(() => relay.cut());
    const keyPrefix = uniquePrefix("resubscribe");
    const runner = new RedisAgentRunner({ url: `redis://127.0.0.1:${relay.port}`, keyPrefix });
    cleanups.push(() => runner.close());
    const observer = new Redis(redisUrl);
    cleanups.push(async () => void (await observer.quit()));
    const stopChannel = new RedisKeys(keyPrefix).stopChannel;
    const subscribers = async (): Promise<number> => {
      const [, count] = (await observer.pubsub("NUMSUB", stopChannel)) as [string, number];
      return count;
    };

    await eventually(async () => (await subscribers()) === 1);
    await relay.cut();
    await eventually(async () => (await subscribers()) === 0);
    relay.trapsLeft = 1;
    await relay.open();

    await eventually(async () => relay.trapped === 1 && (await subscribers()) === 1, 15_000);
    // An unhandled rejection is reported on the next turns of the event loop: give it those.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled.map((reason) => (reason instanceof Error ? reason.message : String(reason)))).toEqual([]);
  });
});
