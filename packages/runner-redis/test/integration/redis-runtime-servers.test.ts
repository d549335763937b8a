import { fileURLToPath } from "node:url";
import { EventType } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { followSse, postJson, readSse, readSseUntil, type SseFrame } from "@wingman/test-support/sse";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { deletePrefix, redisUrl, uniquePrefix } from "../support/redis-prefix.js";

const childScript = fileURLToPath(new URL("../fixtures/serve-in-child.ts", import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function pacedAgent(count: number, delayMs: number): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(count) }), delayMs });
}

/** A runtime server on its own RedisAgentRunner (one "instance" behind the load balancer). */
async function serveInstance(keyPrefix: string, lockTtlMs = 10_000): Promise<ServedCopilotRuntime> {
  const runner = new RedisAgentRunner({ url: redisUrl, keyPrefix, lockTtlMs });
  const runtime = new CopilotRuntime({ agents: { paced: pacedAgent(400, 3), slow: pacedAgent(100_000, 5) }, runner });
  const served = await serveCopilotRuntime({ runtime });
  cleanups.push(async () => {
    await served.close();
    await runner.close();
  });
  return served;
}

function newPrefix(): string {
  const prefix = uniquePrefix("servers");
  cleanups.push(() => deletePrefix(prefix));
  return prefix;
}

const runInput = (threadId: string, runId: string) => ({ threadId, runId, messages: [{ id: `${runId}-q`, role: "user", content: "hi" }], tools: [], context: [] });

function text(frames: readonly SseFrame[]): string {
  return frames
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");
}

// Child processes take tens of seconds to start when the machine is busy: generous per-test bounds.
describe("two runtime servers sharing one Redis", { timeout: 180_000 }, () => {
  it("a run on A is resumed with Last-Event-ID on B, and stopped from B", async () => {
    const prefix = newPrefix();
    const [a, b] = await Promise.all([serveInstance(prefix), serveInstance(prefix)]);

    const seen = await readSseUntil(await postJson(`${a.url}/agent/paced/run`, runInput("t", "r1")), (frames) => frames.length >= 12);
    const lastId = seen.at(-1)!.id!;
    const busy = await postJson(`${b.url}/agent/paced/run`, runInput("t", "r-busy"));
    expect(busy.status).toBe(409);
    await busy.body?.cancel();

    const rest = await readSse(await postJson(`${b.url}/agent/paced/connect`, { threadId: "t" }, { "Last-Event-ID": String(lastId) }));
    expect(rest[0]!.id).toBe(lastId + 1);
    const ids = [...seen, ...rest].map(({ id }) => id!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(text([...seen, ...rest])).toBe(numberedDeltas(400).join(""));
    expect(rest.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

    // The run is under way on A (its first events arrived) and B follows it (it received some too).
    const onA = followSse(await postJson(`${a.url}/agent/slow/run`, runInput("u", "r2")));
    await onA.reached(3);
    const followed = followSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: "u" }));
    await followed.reached(1);
    const stop = await fetch(`${b.url}/agent/slow/stop/u`, { method: "POST" });
    expect(await stop.json()).toMatchObject({ stopped: true });
    const [framesA, framesB] = await Promise.all([onA.ended, followed.ended]);
    expect(framesA.at(-1)!.event).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    expect(framesB.at(-1)!.id).toBe(framesA.at(-1)!.id);
    expect(text(framesB)).toBe(text(framesA));

    const again = await readSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: "u" }));
    expect(again.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
  });

  it("A killed mid-run (SIGKILL): its lock expires, B finalizes the run as an error, the thread takes a new run", async () => {
    const prefix = newPrefix();
    const child: TsChild = spawnTsChild(childScript, [redisUrl, prefix, "600"]);
    cleanups.push(() => child.kill());
    const aUrl = await child.line("url ");
    // Only A's lock must expire quickly. B's own runs renew theirs every lockTtlMs / 3: with 600 ms, a
    // loaded machine (CI: four test workers and browsers on two cores) could stall B past its own lock
    // and B would finalize its own next run as dead (RUN_ERROR), the failure once seen in CI.
    const b = await serveInstance(prefix, 3_000);

    const seen = await readSseUntil(await postJson(`${aUrl}/agent/paced/run`, runInput("t", "doomed")), (frames) => frames.length >= 10);
    const lastId = seen.at(-1)!.id!;
    const following = await postJson(`${b.url}/agent/paced/connect`, { threadId: "t" }, { "Last-Event-ID": String(lastId) });
    // A refused connect (a JSON error body) would read as an empty stream below: say what B answered.
    expect(following.status, following.status === 200 ? "" : await following.clone().text()).toBe(200);
    const followed = followSse(following);
    // B follows the live run (an event after lastId reached it) before A dies.
    await followed.reached(1);
    expect(followed.frames.length, "B's stream ended before any event after the resume point").toBeGreaterThan(0);
    await child.kill();

    // The follow ends once A's lock expires (no wall-clock bound: a busy machine breaks those).
    const rest = await followed.ended;
    expect(rest.every(({ id }) => id! > lastId)).toBe(true);
    expect(rest.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(rest.map(({ event }) => event.type)).toContain(EventType.TEXT_MESSAGE_END);

    const next = await readSse(await postJson(`${b.url}/agent/paced/run`, runInput("t", "after")));
    // The whole event on failure: a RUN_ERROR's code says which side gave up.
    expect(next.at(-1)!.event).toMatchObject({ type: EventType.RUN_FINISHED });
    const replay = await readSse(await postJson(`${b.url}/agent/paced/connect`, { threadId: "t" }));
    expect(replay.filter(({ event }) => event.type === EventType.RUN_STARTED)).toHaveLength(2);
    expect(replay.filter(({ event }) => event.type === EventType.RUN_ERROR)).toHaveLength(1);
    expect(text(replay).endsWith(numberedDeltas(400).join(""))).toBe(true);
  });
});
