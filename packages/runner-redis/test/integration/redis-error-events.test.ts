import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { StoreUnavailableError } from "@wingman/runtime";
import { createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { catchConsole } from "@wingman/test-support/console";
import { eventually } from "@wingman/test-support/wait";
import type { RedisOptions } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { freePort, startPrivateRedisServer } from "../support/private-redis-server.js";

const scope = { ownerId: "owner" };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});

/**
 * What ioredis prints when a connection emits `error` with no listener. Spied on both channels it
 * could take (`console.error`, and the process' stderr in case the console writes there directly).
 */
function captureUnhandledErrorEvents(): () => string[] {
  const written: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" ")));
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
    return write(chunk, ...rest);
  }) as typeof process.stderr.write);
  return () => written.filter((line) => /Unhandled error event/i.test(line));
}

/**
 * Connection options that count reconnection attempts, over all of a runner's connections (the
 * subscriber is a `duplicate()` and inherits them): each attempt follows a failed connection, which
 * ioredis reports as an `error` event. Retries come quickly so that a test sees many of them.
 */
function countingReconnects(): { redisOptions: RedisOptions; attempts: () => number } {
  let attempts = 0;
  return {
    redisOptions: {
      retryStrategy: () => {
        attempts += 1;
        return 20;
      },
    },
    attempts: () => attempts,
  };
}

const hanging = (): ScriptedAgent =>
  new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["partial"], openMessage: true }), end: "wait-for-abort" });

describe("RedisAgentRunner connections always handle their error events", () => {
  it("against a port nothing listens on: every call fails as StoreUnavailableError, ioredis reports no unhandled error event", async () => {
    const unhandled = captureUnhandledErrorEvents();
    const { redisOptions, attempts } = countingReconnects();
    const runner = new RedisAgentRunner({ url: `redis://127.0.0.1:${await freePort()}`, keyPrefix: "never-used:", redisOptions });
    cleanups.push(() => runner.close());

    await expect(runner.listThreads(scope)).rejects.toSatisfy(StoreUnavailableError.isInstance);
    await expect(runner.run({ ...scope, threadId: "t", agentId: "agent", agent: hanging(), input: createRunInput({ threadId: "t" }) })).rejects.toSatisfy(
      StoreUnavailableError.isInstance,
    );
    await expect(runner.stop({ ...scope, threadId: "t" })).rejects.toSatisfy(StoreUnavailableError.isInstance);
    expect(() => runner.connect({ ...scope, threadId: "t" })).toThrow(StoreUnavailableError);
    const unwatch = runner.watchThreads(scope, () => undefined);
    cleanups.push(async () => unwatch());
    await expect(runner.checkHealth()).rejects.toThrow();

    // Both connections (commands and subscriber) fail again and again: each failure is an `error` event.
    await eventually(() => attempts() >= 12, 15_000);
    await runner.close();
    expect(unhandled()).toEqual([]);
  });

  it("when Redis is killed mid-run and restarted: the run, a follower on another instance and a watcher see it, ioredis reports no unhandled error event", async () => {
    const unhandled = captureUnhandledErrorEvents();
    const redis = await startPrivateRedisServer();
    cleanups.push(() => redis.dispose());
    const keyPrefix = `error-events-${crypto.randomUUID()}:`;
    const a = countingReconnects();
    const b = countingReconnects();
    const runnerA = new RedisAgentRunner({ url: redis.url, keyPrefix, redisOptions: a.redisOptions });
    const runnerB = new RedisAgentRunner({ url: redis.url, keyPrefix, redisOptions: b.redisOptions });
    cleanups.push(() => runnerA.close(), () => runnerB.close());
    const unwatch = runnerB.watchThreads(scope, () => undefined);
    cleanups.push(async () => unwatch());

    const agent = hanging();
    const events = await runnerA.run({ ...scope, threadId: "t", agentId: "agent", agent, input: createRunInput({ threadId: "t" }) });
    const ran: RunnerEvent[] = [];
    const runEnded = new Promise<void>((resolve) => events.subscribe({ next: (event) => void ran.push(event), error: () => resolve(), complete: () => resolve() }));
    await eventually(() => ran.some(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT));
    const followed: RunnerEvent[] = [];
    const followEnded = new Promise<void>((resolve) =>
      runnerB.connect({ ...scope, threadId: "t" }).subscribe({ next: (event) => void followed.push(event), error: () => resolve(), complete: () => resolve() }),
    );
    await eventually(() => followed.some(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT));

    await redis.signal("SIGKILL");
    await runEnded;
    await followEnded;
    expect(ran.at(-1)!.event.type).toBe(EventType.RUN_ERROR);
    await eventually(() => a.attempts() >= 8 && b.attempts() >= 8, 15_000);

    // Each runner logs its recovery (console.info) when its probe sees Redis again: at most once each
    // (a health check may pass a moment before the probe, and a closed runner logs nothing).
    const back = catchConsole("info", /^\[wingman\] RedisAgentRunner: Redis is reachable again$/);
    try {
      await redis.start();
      await eventually(async () => (await runnerB.checkHealth().then(() => true, () => false)) && (await runnerA.checkHealth().then(() => true, () => false)), 15_000);
      await runnerA.close();
      await runnerB.close();
    } finally {
      back.restore();
    }
    expect(back.calls.length).toBeLessThanOrEqual(2);
    expect(unhandled()).toEqual([]);
  }, 60_000);
});
