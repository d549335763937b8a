import { fileURLToPath } from "node:url";
import { EventType } from "@ag-ui/core";
import { followSse, postJson, readSse, runInput, type SseFrame } from "@wingman/test-support/sse";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { RedisKeys } from "../../src/redis-keys.js";
import { startPrivateRedisServer, type PrivateRedisServer } from "../support/private-redis-server.js";

const childScript = fileURLToPath(new URL("../fixtures/serve-outage-in-child.ts", import.meta.url));
/** The runner's default commandTimeoutMs, plus a margin for a busy machine: a behaviour bound, not a benchmark. */
const answerBoundMs = 2_000 + 3_000;
/** What the runner logs (console.info, the child's stdout) when Redis answers again after an outage. */
const reachableAgain = "[wingman] RedisAgentRunner: Redis is reachable again";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ redis: PrivateRedisServer; server: TsChild; url: string; keyPrefix: string }> {
  const redis = await startPrivateRedisServer();
  cleanups.push(() => redis.dispose());
  const keyPrefix = `outage-${crypto.randomUUID()}:`;
  const server = spawnTsChild(childScript, [redis.url, keyPrefix]);
  cleanups.push(() => server.kill());
  // A TypeScript child takes a while to start on a busy machine.
  const url = await server.line("url ", 60_000);
  return { redis, server, url, keyPrefix };
}

/** Sends a request, timing it. */
async function timed(request: () => Promise<Response>): Promise<{ response: Response; elapsedMs: number }> {
  const startedAt = performance.now();
  const response = await request();
  return { response, elapsedMs: performance.now() - startedAt };
}

/**
 * Resolves when the runner publishes that a run of the anonymous owner's `threadId` ended (stored),
 * from the moment the returned promise resolves: subscribed first, so a caller that looks at the
 * thread after this resolves cannot miss a change between the look and the wait.
 */
async function subscribeToRunEnded(redisUrl: string, keyPrefix: string, threadId: string): Promise<{ ended: Promise<void>; close: () => void }> {
  const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  await subscriber.connect();
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  subscriber.on("message", (_channel: string, message: string) => {
    const [kind, changed] = JSON.parse(message) as [string, string];
    if (kind === "run-ended" && changed === threadId) resolveEnded();
  });
  await subscriber.subscribe(new RedisKeys(keyPrefix).changesChannel("anonymous"));
  return { ended, close: () => subscriber.disconnect() };
}

const text = (frames: readonly SseFrame[]) =>
  frames
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");

describe("RedisAgentRunner while Redis is down (a private redis-server, SIGKILLed and restarted)", () => {
  it("answers 503 with Retry-After at once, ends the run in flight with RUN_ERROR, keeps /info, and resumes by itself", async () => {
    const { redis, server, url, keyPrefix } = await setUp();
    const before = await readSse(await postJson(`${url}/agent/quick/run`, runInput("before", "r0")));
    expect(before.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    const storedBefore = await readSse(await postJson(`${url}/agent/quick/connect`, { threadId: "before" }));

    const live = followSse(await postJson(`${url}/agent/slow/run`, runInput("live", "r1")));
    await live.reached(10);
    const killedAt = performance.now();
    await redis.signal("SIGKILL");

    // The run in flight ends for its client with a terminal error, soon.
    const liveFrames = await live.ended;
    expect(performance.now() - killedAt).toBeLessThan(answerBoundMs);
    expect(liveFrames.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR });
    expect(liveFrames.map(({ event }) => event.type)).toContain(EventType.TEXT_MESSAGE_END);

    const requests: [string, () => Promise<Response>][] = [
      ["run", () => postJson(`${url}/agent/quick/run`, runInput("during", "r2"))],
      ["connect", () => postJson(`${url}/agent/quick/connect`, { threadId: "before" })],
      ["list threads", () => fetch(`${url}/threads`)],
      ["thread messages", () => fetch(`${url}/threads/before/messages`)],
      ["stop", () => fetch(`${url}/agent/slow/stop/live`, { method: "POST" })],
    ];
    for (const [name, request] of requests) {
      const { response, elapsedMs } = await timed(request);
      expect(response.status, name).toBe(503);
      expect(response.headers.get("retry-after"), name).toBe("2");
      expect(response.headers.get("content-type"), name).toContain("application/json");
      expect(await response.json(), name).toMatchObject({ error: "store_unavailable", message: expect.any(String) });
      expect(elapsedMs, name).toBeLessThan(answerBoundMs);
    }
    const info = await fetch(`${url}/info`);
    expect(info.status).toBe(200);
    await info.body?.cancel();

    await redis.start();
    // The runner says when Redis is back (its one log line for that); from then on it serves at once.
    await server.line(reachableAgain, 60_000);
    const after = await postJson(`${url}/agent/quick/run`, runInput("after", "r3"));
    expect(after.status).toBe(200);
    expect((await readSse(after)).at(-1)?.event.type).toBe(EventType.RUN_FINISHED);

    // Nothing acknowledged before the outage is lost (the private server fsyncs every write).
    expect(await readSse(await postJson(`${url}/agent/quick/connect`, { threadId: "before" }))).toEqual(storedBefore);
    // The interrupted run is stored as its client saw it (ended as an error) and its thread takes new runs.
    // Storing it happens after the reconnect, inside the child, which publishes the thread's "run-ended"
    // change when it is done: until then a run on the thread is refused (409).
    const runEnded = await subscribeToRunEnded(redis.url, keyPrefix, "live");
    try {
      let response = await postJson(`${url}/agent/slow/run`, runInput("live", "r4"));
      if (response.status !== 200) {
        expect(response.status).toBe(409);
        await response.body?.cancel();
        await runEnded.ended;
        response = await postJson(`${url}/agent/slow/run`, runInput("live", "r5"));
      }
      expect(response.status).toBe(200);
      const next = followSse(response);
      await next.reached(3);
      expect(await (await fetch(`${url}/agent/slow/stop/live`, { method: "POST" })).json()).toMatchObject({ stopped: true });
      expect((await next.ended).at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    } finally {
      runEnded.close();
    }
    const replay = await readSse(await postJson(`${url}/agent/slow/connect`, { threadId: "live" }));
    const firstRun = replay.slice(0, replay.findIndex(({ event }) => event.type === EventType.RUN_ERROR) + 1);
    expect(firstRun.at(-1)!.event.type).toBe(EventType.RUN_ERROR);
    expect(text(firstRun)).toBe(text(liveFrames));

    expect(server.process.exitCode).toBeNull();
    expect(server.lines().filter((line) => line.startsWith("unhandled"))).toEqual([]);
    // Every connection of the runner handles its `error` events (ioredis prints those it cannot hand to a listener).
    expect(server.stderr()).not.toMatch(/Unhandled error event/i);
  }, 240_000);

  it("answers 503 within the command timeout when Redis hangs (SIGSTOP), and resumes after SIGCONT", async () => {
    const { redis, server, url } = await setUp();
    const before = await readSse(await postJson(`${url}/agent/quick/run`, runInput("before", "r0")));
    expect(before.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

    await redis.signal("SIGSTOP");
    for (const [name, request] of [
      ["list threads", () => fetch(`${url}/threads`)],
      ["connect", () => postJson(`${url}/agent/quick/connect`, { threadId: "before" })],
    ] as const) {
      const { response, elapsedMs } = await timed(request);
      expect(response.status, name).toBe(503);
      expect(await response.json(), name).toMatchObject({ error: "store_unavailable" });
      expect(elapsedMs, name).toBeLessThan(answerBoundMs);
    }
    expect((await fetch(`${url}/info`)).status).toBe(200);

    await redis.signal("SIGCONT");
    await server.line(reachableAgain, 60_000);
    const threads = await fetch(`${url}/threads`);
    expect(threads.status).toBe(200);
    expect(((await threads.json()) as { threads: { id: string }[] }).threads.map(({ id }) => id)).toContain("before");
    expect(server.lines().filter((line) => line.startsWith("unhandled"))).toEqual([]);
    // Every connection of the runner handles its `error` events (ioredis prints those it cannot hand to a listener).
    expect(server.stderr()).not.toMatch(/Unhandled error event/i);
  }, 240_000);
});
