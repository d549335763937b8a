import { fileURLToPath } from "node:url";
import { EventType } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { parseSseText, postJson, readSse, readSseUntil, runInput, type SseFrame } from "@wingman/test-support/sse";
import { spawnTsChild } from "@wingman/test-support/ts-child";
import { eventually } from "@wingman/test-support/wait";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { PostgresAgentRunner } from "../../src/index.js";
import { dropSchema, postgresUrl, uniqueSchema } from "../support/postgres-schema.js";
import { holdRestartGateShared } from "../support/restart-gate.js";
import { texts } from "../support/runner-helpers.js";

const childScript = fileURLToPath(new URL("../fixtures/serve-in-child.ts", import.meta.url));
const schema = uniqueSchema("servers");
holdRestartGateShared();
afterAll(() => dropSchema(schema));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function pacedAgent(count: number, delayMs: number): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(count) }), delayMs });
}

/** A runtime server on its own PostgresAgentRunner (one instance behind the load balancer). */
async function serveInstance(leaseMs = 5_000): Promise<{ served: ServedCopilotRuntime; runner: PostgresAgentRunner }> {
  const runner = new PostgresAgentRunner({ connectionString: postgresUrl, schema, leaseMs });
  const runtime = new CopilotRuntime({ agents: { paced: pacedAgent(400, 3), slow: pacedAgent(100_000, 5) }, runner });
  const served = await serveCopilotRuntime({ runtime });
  cleanups.push(async () => {
    await served.close();
    await runner.close();
  });
  return { served, runner };
}

/** How long a child may take to load the sources and listen. */
const childStartMs = 90_000;
const slowTest = { timeout: 150_000 };
const newThread = (): string => `t-${crypto.randomUUID()}`;
const input = (threadId: string, runId: string) => runInput(threadId, runId, { messages: [{ id: `${runId}-q`, role: "user", content: "hi" }] });
const signature = (frames: readonly SseFrame[]) => frames.map(({ id, event }) => `${id}:${event.type}`);

describe("two runtime servers sharing one PostgreSQL schema", () => {
  it("a run on A is resumed with Last-Event-ID on B, and stopped from B", async () => {
    const [{ served: a }, { served: b }] = await Promise.all([serveInstance(), serveInstance()]);
    const t = newThread();
    const seen = await readSseUntil(await postJson(`${a.url}/agent/paced/run`, input(t, "r1")), (frames) => frames.length >= 12);
    const lastId = seen.at(-1)!.id!;
    const busy = await postJson(`${b.url}/agent/paced/run`, input(t, "r-busy"));
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

    const rest = await readSse(await postJson(`${b.url}/agent/paced/connect`, { threadId: t }, { "Last-Event-ID": String(lastId) }));
    expect(rest[0]!.id).toBe(lastId + 1);
    const ids = [...seen, ...rest].map(({ id }) => id!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(texts([...seen, ...rest])).toBe(numberedDeltas(400).join(""));
    expect(rest.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

    const u = newThread();
    const onA = readSse(await postJson(`${a.url}/agent/slow/run`, input(u, "r2")));
    const followed = readSseUntil(await postJson(`${b.url}/agent/slow/connect`, { threadId: u }), () => false);
    await eventually(async () => {
      const response = await fetch(`${b.url}/threads/${u}`);
      return response.ok && ((await response.json()) as { thread?: { running?: boolean } }).thread?.running === true;
    });
    const stop = await fetch(`${b.url}/agent/slow/stop/${u}`, { method: "POST" });
    expect(await stop.json()).toMatchObject({ stopped: true });
    const [framesA, framesB] = await Promise.all([onA, followed]);
    expect(framesA.at(-1)!.event).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    expect(framesB.at(-1)!.id).toBe(framesA.at(-1)!.id);
    expect(texts(framesB)).toBe(texts(framesA));
  });

  it("A killed with SIGKILL mid-run: B finalizes the run as an error within seconds, its follower gets it, and takes new runs", slowTest, async () => {
    const child = spawnTsChild(childScript, [postgresUrl, schema, "1000"]);
    cleanups.push(() => child.kill());
    // Loading the TypeScript sources takes a while on a busy machine.
    const aUrl = await child.line("url ", childStartMs);
    const { served: b } = await serveInstance(1_000);
    const t = newThread();
    const seen = await readSseUntil(await postJson(`${aUrl}/agent/slow/run`, input(t, "doomed")), (frames) => frames.length >= 10);
    const lastId = seen.at(-1)!.id!;
    const followed = readSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: t }, { "Last-Event-ID": String(lastId) }));
    await child.kill();
    const killedAt = performance.now();

    const rest = await followed;
    expect(performance.now() - killedAt).toBeLessThan(10_000);
    expect(rest.every(({ id }) => id! > lastId)).toBe(true);
    expect(rest.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(rest.map(({ event }) => event.type)).toContain(EventType.TEXT_MESSAGE_END);

    await expectNewRunTaken(b, t);
    const replay = await readSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: t }));
    expect(replay.filter(({ event }) => event.type === EventType.RUN_STARTED)).toHaveLength(2);
    expect(replay.filter(({ event }) => event.type === EventType.RUN_ERROR)).toHaveLength(1);
    expect(texts(replay).startsWith(texts([...seen, ...rest]))).toBe(true);
  });

  it("A paused (SIGSTOP) past its lease loses the run to B; resumed (SIGCONT), it publishes nothing more: clients on both end identical to the store", slowTest, async () => {
    const child = spawnTsChild(childScript, [postgresUrl, schema, "1000"]);
    cleanups.push(async () => {
      child.process.kill("SIGCONT");
      await child.kill();
    });
    // Loading the TypeScript sources takes a while on a busy machine.
    const aUrl = await child.line("url ", childStartMs);
    const { served: b, runner } = await serveInstance(1_000);
    const t = newThread();
    const onA = await postJson(`${aUrl}/agent/slow/run`, input(t, "paused"));
    const reader = onA.body!.getReader();
    const decoder = new TextDecoder();
    let textA = "";
    const readA = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        textA += decoder.decode(value, { stream: true });
      }
    })();
    await eventually(() => parseSseText(textA.slice(0, textA.lastIndexOf("\n\n") + 2)).length >= 10);
    const onB = readSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: t }));
    child.process.kill("SIGSTOP");
    // B's sweep finalizes the run once A's lease has run out.
    await eventually(async () => !(await runner.isRunning({ threadId: t, ownerId: "anonymous" })), 15_000);
    child.process.kill("SIGCONT");
    await readA;
    const framesA = parseSseText(textA);
    const framesB = await onB;
    const stored = await readSse(await postJson(`${b.url}/agent/slow/connect`, { threadId: t }, { "Last-Event-ID": String(framesA[0]!.id! - 1) }));
    expect(framesA.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(framesB.at(-1)!.id).toBe(framesA.at(-1)!.id);
    expect(signature(framesB)).toEqual(signature(framesA));
    expect(texts(framesA)).toBe(texts(stored));
    expect(framesA.at(-1)!.id).toBe(stored.at(-1)!.id);
    await expectNewRunTaken(b, t);
  });
});

/** The thread takes a new run on `server` (started, then stopped). */
async function expectNewRunTaken(server: ServedCopilotRuntime, threadId: string): Promise<void> {
  const response = await postJson(`${server.url}/agent/slow/run`, input(threadId, `next-${crypto.randomUUID()}`));
  expect(response.status).toBe(200);
  const started = await readSseUntil(response, (frames) => frames.length >= 3);
  expect(started[0]!.event.type).toBe(EventType.RUN_STARTED);
  const stop = await fetch(`${server.url}/agent/slow/stop/${threadId}`, { method: "POST" });
  expect(await stop.json()).toMatchObject({ stopped: true });
}
