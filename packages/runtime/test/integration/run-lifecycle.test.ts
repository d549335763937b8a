import { EventType } from "@ag-ui/core";
import { afterEach, describe, expect, it } from "vitest";
import { InMemoryAgentRunner, type RunnerConnectRequest } from "../../src/runner/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { numberedDeltas, textRunEvents } from "../../src/testing/text-run-events.js";
import { postJson, runInput, readSse, readSseUntil, type SseFrame } from "@wingman/test-support/sse";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const text = (frames: readonly SseFrame[]) =>
  frames
    .filter((frame) => frame.event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map((frame) => (frame.event as unknown as { delta: string }).delta)
    .join("");

function pacedAgent(deltas = numberedDeltas(40), delayMs = 5): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs });
}

/**
 * Resolves once the thread is running (or no longer is), told by the runner's thread changes. It
 * subscribes before it looks, so the change cannot slip between the look and the wait.
 */
async function waitForRunning(serverUnderTest: TestServer, threadId: string, running: boolean): Promise<void> {
  const { runner } = serverUnderTest.runtime;
  const kinds = running ? ["run-started"] : ["run-ended", "deleted"];
  let unwatch = (): void => undefined;
  const changed = new Promise<void>((resolve) => {
    unwatch = runner.watchThreads!({ ownerId: "anonymous" }, (change) => {
      if (change.threadId === threadId && kinds.includes(change.kind)) resolve();
    });
  });
  try {
    if ((await runner.isRunning({ ownerId: "anonymous", threadId })) !== running) await changed;
  } finally {
    unwatch();
  }
}

const waitForIdle = (serverUnderTest: TestServer, threadId: string) => waitForRunning(serverUnderTest, threadId, false);

describe("runs, reconnects and stops over HTTP", () => {
  it("lets a client disconnect mid-run and then connect to receive the full run", async () => {
    server = await startNodeServer({ agents: { paced: pacedAgent() } });
    const run = await postJson(`${server.url}/agent/paced/run`, runInput("t-disconnect", "r1"));
    const partial = await readSseUntil(run, (frames) => frames.length >= 5);
    expect(partial.length).toBeGreaterThanOrEqual(5);

    const connect = await postJson(`${server.url}/agent/paced/connect`, { threadId: "t-disconnect" });
    expect(connect.status).toBe(200);
    const frames = await readSse(connect);
    expect(frames[0]?.event.type).toBe(EventType.RUN_STARTED);
    expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    expect(text(frames)).toBe(numberedDeltas(40).join(""));
  });

  it("sends only the events after Last-Event-ID, nothing twice", async () => {
    server = await startNodeServer({ agents: { paced: pacedAgent() } });
    const run = await postJson(`${server.url}/agent/paced/run`, runInput("t-resume", "r1"));
    const seen = await readSseUntil(run, (frames) => frames.length >= 6);
    const lastId = seen.at(-1)!.id!;

    const connect = await postJson(`${server.url}/agent/paced/connect`, runInput("t-resume", "ignored"), {
      "Last-Event-ID": String(lastId),
    });
    const rest = await readSse(connect);
    expect(rest[0]!.id).toBe(lastId + 1);
    const ids = [...seen, ...rest].map((frame) => frame.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(text([...seen, ...rest])).toBe(numberedDeltas(40).join(""));
    expect(rest.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
  });

  it("accepts lastSeenEventId in the body, as a string or a number", async () => {
    server = await startNodeServer({ agents: { quick: pacedAgent(["a", "b", "c"], 0) } });
    const all = await readSse(await postJson(`${server.url}/agent/quick/run`, runInput("t-body", "r1")));
    const after = all[2]!.id!;
    for (const lastSeenEventId of [after, String(after)]) {
      const frames = await readSse(await postJson(`${server.url}/agent/quick/connect`, { threadId: "t-body", lastSeenEventId }));
      // Replays are compacted (deltas merged), so ids may skip; the content after `after` is exact.
      expect(frames[0]!.id).toBeGreaterThan(after);
      expect(text(frames)).toBe(text(all.slice(3)));
      expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    }
  });

  it("answers connect on an unknown thread with an empty stream", async () => {
    server = await startNodeServer({ agents: { quick: pacedAgent(["a"], 0) } });
    const response = await postJson(`${server.url}/agent/quick/connect`, { threadId: "never-run" });
    expect(response.status).toBe(200);
    expect(await readSse(response)).toEqual([]);
  });

  it("stops a run from a separate request", async () => {
    const hanging = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    server = await startNodeServer({ agents: { hanging } });
    const run = await postJson(`${server.url}/agent/hanging/run`, runInput("t-stop", "r1"));
    const reader = readSse(run);
    await waitForRunning(server, "t-stop", true);
    const stop = await fetch(`${server.url}/agent/hanging/stop/t-stop`, { method: "POST" });
    // One meaning of Stop: the answer, the stream's terminal and the stored run all say "cancelled".
    expect(await stop.json()).toEqual({ stopped: true, outcome: "cancelled" });
    const frames = await reader;
    expect(frames.at(-1)?.event).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    expect(frames.map((frame) => frame.event.type)).toContain(EventType.TEXT_MESSAGE_END);
    const stored = await readSse(await postJson(`${server.url}/agent/hanging/connect`, { threadId: "t-stop" }));
    expect(stored.at(-1)?.event).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });

    await waitForIdle(server, "t-stop");
    const idle = await fetch(`${server.url}/agent/hanging/stop/t-stop`, { method: "POST" });
    expect(idle.status).toBe(200);
    expect(await idle.json()).toEqual({ stopped: false, message: "No active run for thread 't-stop'." });
  });

  it("delivers a long run in order to a reader that stalls, without doubling any event", async () => {
    // 8 MB: more than the socket buffers can absorb while the reader stalls.
    const deltas = numberedDeltas(40_000).map((delta) => delta.padEnd(200, "."));
    const runner = new InMemoryAgentRunner();
    const connect = runner.connect.bind(runner);
    let rereads = 0;
    runner.connect = ((request: RunnerConnectRequest) => {
      rereads++;
      return connect(request);
    }) as typeof runner.connect;
    server = await startNodeServer(
      { agents: { long: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }) }) }, runner },
      { sse: { maxBufferedBytes: 32 * 1024, flushThresholdBytes: 8 * 1024 } },
    );
    const response = await postJson(`${server.url}/agent/long/run`, runInput("t-slow", "r1"));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let body = decoder.decode((await reader.read()).value, { stream: true });
    await waitForIdle(server, "t-slow"); // stall while the run completes
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
      // An uneven reader: now and then it lets the event loop turn before reading on.
      if (Math.random() < 0.05) await new Promise((resolve) => setImmediate(resolve));
    }
    const { parseSseText } = await import("@wingman/test-support/sse");
    const frames = parseSseText(body);
    // Strictly increasing ids; a backlog re-read after the run ended comes compacted, so ids may skip.
    const ids = frames.map((frame) => frame.id!);
    expect(ids.every((id, index) => index === 0 || id > ids[index - 1]!)).toBe(true);
    expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    expect(text(frames)).toBe(deltas.join(""));
    expect(rereads).toBeGreaterThan(0);
  });

  it("runs suggestions outside the runner and finalizes what the agent left open", async () => {
    const open = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }) });
    server = await startNodeServer({ agents: { open } });
    const frames = await readSse(await postJson(`${server.url}/agent/open/suggest`, runInput("t-suggest", "s1")));
    expect(frames.map((frame) => frame.event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_ERROR,
    ]);
    const page = await server.runtime.runner.listThreads({ ownerId: "anonymous" });
    expect(page.threads).toEqual([]);
  });

  it("aborts a suggestion whose client leaves", async () => {
    const hanging = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const aborted: string[] = [];
    let abortedOnce!: () => void;
    const abortSeen = new Promise<void>((resolve) => (abortedOnce = resolve));
    const original = hanging.clone.bind(hanging);
    hanging.clone = () => {
      const copy = original();
      const abortRun = copy.abortRun.bind(copy);
      copy.abortRun = () => {
        aborted.push("aborted");
        abortedOnce();
        abortRun();
      };
      return copy;
    };
    server = await startNodeServer({ agents: { hanging } });
    const response = await postJson(`${server.url}/agent/hanging/suggest`, runInput("t-suggest-abort", "s1"));
    await readSseUntil(response, (frames) => frames.length >= 2);
    await abortSeen;
    expect(aborted).toEqual(["aborted"]);
  });
});
