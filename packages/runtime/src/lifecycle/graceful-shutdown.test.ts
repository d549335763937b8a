import { EventType } from "@ag-ui/core";
import { parseSseText, postJson, runInput, type SseFrame } from "@wingman/test-support/sse";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "../adapters/node/serve-copilot-runtime.js";
import { createCopilotRuntimeHandler } from "../handler/create-copilot-runtime-handler.js";
import { InMemoryAgentRunner } from "../runner/in-memory/in-memory-agent-runner.js";
import { CopilotRuntime, type CopilotRuntimeOptions } from "../runtime/copilot-runtime.js";
import { collectRunnerEvents } from "../testing/collect-runner-events.js";
import { ScriptedAgent } from "../testing/scripted-agent.js";
import { numberedDeltas, textRunEvents } from "../testing/text-run-events.js";

const BASE = "/api/copilotkit";
const deltas = numberedDeltas(50);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A paced agent: 50 deltas, 20 ms apart (a run of a second or more). */
const paced = () => new ScriptedAgent({ delayMs: 20, script: (input) => textRunEvents({ ...input, deltas }) });
/** An agent that streams a little and then never ends on its own. */
const hanging = () =>
  new ScriptedAgent({ end: "wait-for-abort", script: (input) => textRunEvents({ ...input, deltas: ["before"], openMessage: true }) });

async function serve(
  options: Partial<CopilotRuntimeOptions> = {},
  cors = false,
): Promise<{ runtime: CopilotRuntime; served: ServedCopilotRuntime }> {
  const runtime = new CopilotRuntime({ agents: { paced: paced(), hanging: hanging() }, ...options });
  // With CORS the handler answers with a Web stream body; without, the Node adapter writes the stream.
  const served = await serveCopilotRuntime({ runtime, basePath: BASE, handleSignals: false, cors });
  cleanups.push(() => served.close());
  return { runtime, served };
}

/** Reads an event stream's raw text, calling `onFrames` as frames arrive, to its end. */
async function readRaw(response: Response, onFrames: (frames: SseFrame[]) => void = () => undefined): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    onFrames(parseSseText(text.slice(0, text.lastIndexOf("\n\n") + 2)));
  }
}

const replyText = (frames: readonly SseFrame[]): string =>
  frames
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String((event as { delta?: unknown }).delta))
    .join("");

describe("health probes", () => {
  it("answer without identifying the caller and without the request hooks, in both handler modes", async () => {
    const refuse = () => new Response("refused by a hook", { status: 403 });
    const { served } = await serve({ identifyUser: () => null, hooks: { onRequest: refuse, onBeforeHandler: refuse } });
    const live = await fetch(`${served.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.json()).toEqual({ status: "ok", draining: false });
    const ready = await fetch(`${served.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
    expect((await fetch(`${served.url}/health/ready`, { method: "HEAD" })).status).toBe(200);
    // Everything else is still behind the hook.
    expect((await fetch(`${served.url}/info`)).status).toBe(403);

    const runtime = new CopilotRuntime({ agents: {}, identifyUser: () => null });
    const single = createCopilotRuntimeHandler({ runtime, basePath: BASE, mode: "single-route" });
    expect((await single(new Request(`http://localhost${BASE}/health/live`))).status).toBe(200);
    expect((await single(new Request(`http://localhost${BASE}/health/ready`))).status).toBe(200);
  });

  it("ready answers 503 while the runner's store does not answer, and 200 again once it does", async () => {
    let reachable = true;
    class FlakyStoreRunner extends InMemoryAgentRunner {
      async checkHealth(): Promise<void> {
        if (!reachable) throw new Error("connection refused");
      }
    }
    const { served } = await serve({ runner: new FlakyStoreRunner() });
    expect((await fetch(`${served.url}/health/ready`)).status).toBe(200);
    reachable = false;
    const down = await fetch(`${served.url}/health/ready`);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toEqual({
      error: "not_ready",
      reason: "store_unreachable",
      message: "The runner's store is unreachable: connection refused",
    });
    expect((await fetch(`${served.url}/health/live`)).status).toBe(200);
    reachable = true;
    expect((await fetch(`${served.url}/health/ready`)).status).toBe(200);
  });
});

describe("draining", () => {
  it.each([
    ["written by the Node adapter", false],
    ["as a Web stream", true],
  ])("refuses new runs with 503 and Retry-After, hands open streams off (%s), and lets the run in flight finish", async (_, cors) => {
    const { runtime, served } = await serve({}, cors);
    let seen: SseFrame[] = [];
    let drained: Promise<boolean> | undefined;
    const raw = await readRaw(await postJson(`${served.url}/agent/paced/run`, runInput("t", "r1")), (frames) => {
      seen = frames;
      // Drain as soon as the run is streaming.
      if (frames.length > 0) drained ??= runtime.drain({ graceMs: 60_000 });
    });
    // The stream was handed off mid-run: a reconnect hint, no terminal event.
    expect(raw).toContain("retry: 1000\n");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some(({ event }) => event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR)).toBe(false);

    const refused = await postJson(`${served.url}/agent/paced/run`, runInput("other", "r2"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toMatchObject({ error: "draining", message: expect.any(String) });
    const ready = await fetch(`${served.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: "not_ready", reason: "draining" });
    expect(await (await fetch(`${served.url}/health/live`)).json()).toEqual({ status: "ok", draining: true });

    // The client resumes from its last event id (here on the same instance, which still serves
    // connects while draining) and receives the rest once.
    const lastId = seen.at(-1)!.id!;
    const rest = parseSseText(
      await readRaw(await postJson(`${served.url}/agent/paced/connect`, { threadId: "t" }, { "Last-Event-ID": String(lastId) })),
    );
    expect(rest[0]!.id).toBe(lastId + 1);
    expect(rest.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    expect(replyText([...seen, ...rest])).toBe(deltas.join(""));
    expect(await drained).toBe(true);
    expect(runtime.lifecycle.runsInFlight).toBe(0);
  });

  it("with handOffStreams: false, keeps the streams open while draining: the run's client gets the whole run", async () => {
    const { runtime, served } = await serve();
    let drained: Promise<boolean> | undefined;
    const frames = parseSseText(
      await readRaw(await postJson(`${served.url}/agent/paced/run`, runInput("kept", "r1")), (seen) => {
        if (seen.length > 0) drained ??= runtime.drain({ graceMs: 60_000, handOffStreams: false });
      }),
    );
    expect(drained).toBeDefined();
    expect(frames.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    expect(replyText(frames)).toBe(deltas.join(""));
    expect(await drained).toBe(true);
  });

  it("close() finalizes a run still alive after the grace period as an error, and keeps it stored", async () => {
    const runner = new InMemoryAgentRunner();
    const { runtime, served } = await serve({ runner });
    let seen: SseFrame[] = [];
    let closed: Promise<void> | undefined;
    await readRaw(await postJson(`${served.url}/agent/hanging/run`, runInput("h", "r1")), (frames) => {
      seen = frames;
      if (frames.length >= 3) closed ??= runtime.close({ graceMs: 20 });
    });
    await closed;
    expect(seen.map(({ event }) => event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
    ]);
    expect(runtime.lifecycle.runsInFlight).toBe(0);
    const stored = await collectRunnerEvents(runner.connect({ ownerId: "anonymous", threadId: "h" }));
    expect(stored.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, message: "The runner was closed" });
    expect(replyText(stored)).toBe("before");
  });

  it("closes realtime sockets with 1012 (Service Restart) so that clients reconnect", async () => {
    const { runtime, served } = await serve({ realtime: true });
    const socket = new WebSocket(`${served.url.replace(/^http/, "ws")}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    expect(runtime.lifecycle.openStreams).toBe(1);
    void runtime.drain({ graceMs: 0 });
    expect(await closed).toBe(1012);
  });
});
