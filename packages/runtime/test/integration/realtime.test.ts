import { EventType, type BaseEvent } from "@ag-ui/core";
import { request } from "node:http";
import { eventually } from "@wingman/test-support/wait";
import { afterEach, describe, expect, it } from "vitest";
import type { CopilotRuntimeOptions } from "../../src/index.js";
import { InMemoryAgentRunner, StoreUnavailableError } from "../../src/runner/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { numberedDeltas, textRunEvents } from "../../src/testing/text-run-events.js";
import { RealtimeTestClient, isTerminal, textOf, type ServerFrame } from "./support/realtime-test-client.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let server: TestServer | undefined;
const clients: RealtimeTestClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await server?.close();
  server = undefined;
});

function pacedAgent(deltas = numberedDeltas(30), delayMs = 5): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs });
}

const byUserHeader: CopilotRuntimeOptions["identifyUser"] = (request) => request.headers.get("x-user");

async function start(options: Partial<CopilotRuntimeOptions> = {}): Promise<TestServer> {
  server = await startNodeServer(
    { agents: { paced: pacedAgent(), quick: pacedAgent(["a", "b", "c"], 0) }, realtime: true, ...options },
    { basePath: "/api/copilotkit" },
  );
  return server;
}

async function open(headers: Record<string, string> = {}, options: { answersPings?: boolean } = {}): Promise<RealtimeTestClient> {
  const info = (await (await fetch(`${server!.url}/info`, { headers })).json()) as { wingman: { realtime: { wsUrl: string } } };
  const client = await RealtimeTestClient.open(new URL(info.wingman.realtime.wsUrl, `ws://127.0.0.1:${server!.port}`).href, headers, options);
  clients.push(client);
  return client;
}

const runFrame = (agentId: string, threadId: string, runId: string) => ({
  type: "run",
  agentId,
  input: { threadId, runId, messages: [{ id: `${runId}-user`, role: "user", content: "hi" }], tools: [], context: [] },
});

const ids = (frames: readonly ServerFrame[]) => frames.map((frame) => frame.eventId);

describe("realtime endpoint", () => {
  it("is announced by /info in wingman.realtime, with mode sse so CopilotKit clients stay on HTTP", async () => {
    await start();
    const info = (await (await fetch(`${server!.url}/info`)).json()) as Record<string, unknown>;
    expect(info["mode"]).toBe("sse");
    expect(info).not.toHaveProperty("intelligence");
    expect(info["threadEndpoints"]).toMatchObject({ realtimeMetadata: false });
    // Only the path: the Host header does not decide where clients connect (see realtime-url.ts).
    expect(info["wingman"]).toEqual({ attachments: { references: true }, realtime: { wsUrl: "/api/copilotkit/ws" } });
    expect(server!.realtime?.path).toBe("/api/copilotkit/ws");
  });

  it("announces a path whatever the Host header says; a public URL or, behind a trusted proxy, the forwarded origin", async () => {
    const infoWithHost = async (headers: Record<string, string>) => {
      return new Promise<{ wingman: { realtime: { wsUrl: string } } }>((resolve, reject) => {
        const req = request(`${server!.url}/info`, { headers }, (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk)).on("end", () => resolve(JSON.parse(text)));
        });
        req.on("error", reject).end();
      });
    };
    await start();
    expect((await infoWithHost({ host: "evil.example" })).wingman.realtime.wsUrl).toBe("/api/copilotkit/ws");
    await server!.close();
    await start({ realtime: { trustProxy: true } });
    const forwarded = { host: "internal:1", "x-forwarded-host": "app.example.com", "x-forwarded-proto": "https" };
    expect((await infoWithHost(forwarded)).wingman.realtime.wsUrl).toBe("wss://app.example.com/api/copilotkit/ws");
    await server!.close();
    await start({ realtime: { publicUrl: "wss://rt.example.com/socket" } });
    expect((await infoWithHost({ host: "evil.example" })).wingman.realtime.wsUrl).toBe("wss://rt.example.com/socket");
  });

  it("runs, connects after an event id and stops over one socket, with typed errors", async () => {
    await start();
    const client = await open();
    const run = client.send(runFrame("quick", "t1", "r1"));
    const frames = await client.done(run);
    expect(frames.at(-1)?.type).toBe("end");
    const events = frames.filter((frame) => frame.type === "event");
    expect(events[0]?.event?.type).toBe(EventType.RUN_STARTED);
    expect(events.at(-1)?.event?.type).toBe(EventType.RUN_FINISHED);
    expect(textOf(events)).toBe("abc");
    // Event frames are written as JSON.stringify would write them, byte for byte.
    const eventTexts = client.texts.filter((text) => text.startsWith('{"type":"event"'));
    expect(eventTexts).toHaveLength(events.length);
    for (const text of eventTexts) {
      const { id, eventId, event } = JSON.parse(text) as ServerFrame;
      expect(text).toBe(JSON.stringify({ type: "event", id, eventId, event }));
    }

    const connect = client.send({ type: "connect", agentId: "quick", threadId: "t1", after: events[2]!.eventId });
    const replay = (await client.done(connect)).filter((frame) => frame.type === "event");
    expect(replay[0]!.eventId).toBeGreaterThan(events[2]!.eventId!);
    expect(textOf(replay)).toBe(textOf(events.slice(3)));

    const stop = client.send({ type: "stop", agentId: "quick", threadId: "t1" });
    expect((await client.done(stop)).at(-1)).toMatchObject({ type: "result", result: { stopped: false } });

    const unknownAgent = client.send(runFrame("nobody", "t2", "r1"));
    expect((await client.done(unknownAgent)).at(-1)).toMatchObject({ type: "error", error: "Agent not found", status: 404 });
    const invalid = client.send({ type: "run", agentId: "quick", input: { threadId: 5 } });
    expect((await client.done(invalid)).at(-1)).toMatchObject({ type: "error", error: "Invalid request body", status: 400 });
    client.socket.send("not json");
    await client.until(() => client.frames.some((frame) => frame.type === "error" && frame.error === "invalid_frame"));
    client.socket.send(JSON.stringify({ type: "ping", id: "p" }));
    await client.until(() => client.frames.some((frame) => frame.type === "pong" && frame.id === "p"));
  });

  it("answers requests a runner cannot serve (its store is down) with a 503 error frame carrying retryAfter", async () => {
    const unavailable = new StoreUnavailableError("The thread store is unavailable", { retryAfterSeconds: 4 });
    class DownRunner extends InMemoryAgentRunner {
      override run(): never {
        throw unavailable;
      }
      override connect(): never {
        throw unavailable;
      }
      override async stop(): Promise<never> {
        throw unavailable;
      }
    }
    await start({ runner: new DownRunner() });
    const client = await open();
    for (const frame of [
      runFrame("quick", "t", "r1"),
      { type: "connect", agentId: "quick", threadId: "t" },
      { type: "stop", agentId: "quick", threadId: "t" },
    ]) {
      expect((await client.done(client.send(frame))).at(-1)).toEqual(
        expect.objectContaining({ type: "error", error: "store_unavailable", status: 503, retryAfter: 4 }),
      );
    }
  });

  it("answers a second run on a busy thread with thread_busy", async () => {
    await start();
    const client = await open();
    const first = client.send(runFrame("paced", "busy", "r1"));
    await client.until(() => client.eventsOf(first).length > 0);
    const second = client.send(runFrame("paced", "busy", "r2"));
    expect((await client.done(second)).at(-1)).toMatchObject({ type: "error", error: "thread_busy", status: 409 });
    await client.done(first);
  });

  it("gives two clients subscribed to one thread the same live events, whoever runs it", async () => {
    await start();
    const alice = await open();
    const bob = await open();
    await alice.done(alice.send(runFrame("paced", "shared", "r1")));

    const aliceWatch = alice.send({ type: "subscribe-thread", threadId: "shared", after: 0 });
    const bobWatch = bob.send({ type: "subscribe-thread", threadId: "shared" });
    await alice.until(() => alice.framesOf(aliceWatch).some(isTerminal));
    await bob.until(() => bob.framesOf(bobWatch).some(isTerminal));
    expect(bob.framesOf(bobWatch)[0]).toMatchObject({ type: "result", result: { thread: { id: "shared" } } });

    // A second run, started by Bob on another socket of his: both subscriptions follow it live.
    const bobRunner = await open();
    const run = bobRunner.send(runFrame("paced", "shared", "r2"));
    const runFrames = (await bobRunner.done(run)).filter((frame) => frame.type === "event");
    const countTerminals = (frames: ServerFrame[]) => frames.filter(isTerminal).length;
    await alice.until(() => countTerminals(alice.eventsOf(aliceWatch)) === 2);
    await bob.until(() => countTerminals(bob.eventsOf(bobWatch)) === 2);

    const secondRun = (frames: ServerFrame[]) => frames.filter((frame) => frame.eventId! >= runFrames[0]!.eventId!);
    expect(ids(secondRun(alice.eventsOf(aliceWatch)))).toEqual(ids(runFrames));
    expect(ids(secondRun(bob.eventsOf(bobWatch)))).toEqual(ids(runFrames));
    expect(textOf(secondRun(bob.eventsOf(bobWatch)))).toBe(numberedDeltas(30).join(""));
    // Nothing twice over the whole subscription.
    const all = ids(alice.eventsOf(aliceWatch));
    expect(new Set(all).size).toBe(all.length);

    const unsubscribe = alice.send({ type: "unsubscribe", target: aliceWatch });
    expect((await alice.done(unsubscribe)).at(-1)).toMatchObject({ type: "result", result: { unsubscribed: true } });
    expect(alice.framesOf(aliceWatch).at(-1)?.type).toBe("end");
  });

  it("resumes a run after a dropped socket from the last event id, without gaps or doubles", async () => {
    await start();
    const first = await open();
    const run = first.send(runFrame("paced", "drop", "r1"));
    await first.until(() => first.eventsOf(run).length >= 8);
    first.socket.terminate();
    const seen = first.eventsOf(run);

    const second = await open();
    const connect = second.send({ type: "connect", agentId: "paced", threadId: "drop", after: seen.at(-1)!.eventId });
    const rest = (await second.done(connect)).filter((frame) => frame.type === "event");
    expect(rest[0]!.eventId).toBe(seen.at(-1)!.eventId! + 1);
    const all = [...seen, ...rest];
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(ids(all)).toEqual(ids(all).slice().sort((a, b) => a! - b!));
    expect(textOf(all)).toBe(numberedDeltas(30).join(""));
    expect(rest.at(-1)?.event?.type).toBe(EventType.RUN_FINISHED);
  });

  it("identifies the caller at the upgrade and on every request; another user's thread does not exist for them", async () => {
    await start({ identifyUser: byUserHeader });
    await expect(RealtimeTestClient.open(`ws://127.0.0.1:${server!.port}/api/copilotkit/ws`)).rejects.toThrow("upgrade refused: 401");

    const alice = await open({ "x-user": "alice" });
    await alice.done(alice.send(runFrame("quick", "private", "r1")));
    const bob = await open({ "x-user": "bob" });
    const subscribe = bob.send({ type: "subscribe-thread", threadId: "private" });
    expect((await bob.done(subscribe)).at(-1)).toMatchObject({ type: "error", error: "thread_not_found", status: 404 });
    const stop = bob.send({ type: "stop", agentId: "quick", threadId: "private" });
    expect((await bob.done(stop)).at(-1)).toMatchObject({ type: "error", status: 404 });
    const connect = bob.send({ type: "connect", agentId: "quick", threadId: "private" });
    expect(await bob.done(connect)).toEqual([{ type: "end", id: connect }]);
    // Bob's run on the same id starts his own thread; each of them replays only their own.
    const run = bob.send(runFrame("quick", "private", "r2"));
    expect((await bob.done(run)).at(-1)).toEqual({ type: "end", id: run });
    const runIds = async (client: RealtimeTestClient) => {
      const replay = client.send({ type: "connect", agentId: "quick", threadId: "private" });
      return (await client.done(replay)).filter((frame) => frame.event?.type === EventType.RUN_STARTED).map((frame) => frame.event!["runId"]);
    };
    expect(await runIds(bob)).toEqual(["r2"]);
    expect(await runIds(alice)).toEqual(["r1"]);
  });

  it("refuses pages of other origins unless allowed (cookies ride along on WebSocket upgrades)", async () => {
    await start({ realtime: { allowedOrigins: ["https://app.example"] } });
    const wsUrl = `ws://127.0.0.1:${server!.port}/api/copilotkit/ws`;
    await expect(RealtimeTestClient.open(wsUrl, { origin: "https://evil.example" })).rejects.toThrow("upgrade refused: 403");
    clients.push(await RealtimeTestClient.open(wsUrl, { origin: `http://127.0.0.1:${server!.port}` }));
    clients.push(await RealtimeTestClient.open(wsUrl, { origin: "https://app.example" }));
    await expect(RealtimeTestClient.open(`ws://127.0.0.1:${server!.port}/elsewhere/ws`)).rejects.toThrow("upgrade refused: 404");
  });

  it("reports changes to the caller's thread list, and only theirs", async () => {
    await start({ identifyUser: byUserHeader });
    const alice = await open({ "x-user": "alice" });
    const bob = await open({ "x-user": "bob" });
    const aliceList = alice.send({ type: "subscribe-threads" });
    const bobList = bob.send({ type: "subscribe-threads" });
    await alice.until(() => alice.framesOf(aliceList).length > 0);
    await bob.until(() => bob.framesOf(bobList).length > 0);
    await alice.done(alice.send(runFrame("quick", "listed", "r1")));
    await alice.until(() => alice.framesOf(aliceList).some((frame) => frame.change?.kind === "run-ended"));
    expect(alice.framesOf(aliceList).map((frame) => frame.change?.kind)).toEqual([undefined, "run-started", "run-ended"]);
    expect(bob.framesOf(bobList)).toHaveLength(1);
  });

  it("follows runs of a runner without watchThreads by polling", async () => {
    const inner = new InMemoryAgentRunner();
    // The same runner without watchThreads, as SQLite or Redis runners may be.
    const runner = new Proxy(inner, {
      get: (target, key) => {
        if (key === "watchThreads") return undefined;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await start({ runner, realtime: { threadPollIntervalMs: 20 } });
    const client = await open();
    await client.done(client.send(runFrame("quick", "polled", "r1")));
    const watch = client.send({ type: "subscribe-thread", threadId: "polled" });
    await client.until(() => client.eventsOf(watch).some(isTerminal));
    await client.done(client.send(runFrame("quick", "polled", "r2")));
    await client.until(() => client.eventsOf(watch).filter(isTerminal).length === 2);
    expect(textOf(client.eventsOf(watch))).toBe("abcabc");
  });

  it("paces a client that reads too slowly: its run pauses and goes on from the log, nothing lost, nothing twice", async () => {
    const big = "x".repeat(16 * 1024);
    const deltas = Array.from({ length: 400 }, (_, index) => `${index}:${big}`);
    const flood = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 1 });
    await start({ agents: { flood }, realtime: { maxQueuedBytes: 256 * 1024 } });
    const slow = await open();
    slow.socket.pause();
    const run = slow.send(runFrame("flood", "flooded", "r1"));
    // The whole run (6.5 MB) is over while the client reads nothing.
    const thread = { ownerId: "anonymous", threadId: "flooded" };
    const { runner } = server!.runtime;
    await eventually(async () => Boolean(await runner.getThread(thread)) && !(await runner.isRunning(thread)), 30_000);
    slow.socket.resume();
    const frames = await slow.done(run);
    expect(frames.at(-1)?.type).toBe("end");
    const events = frames.filter((frame) => frame.type === "event");
    expect(textOf(events)).toBe(deltas.join(""));
    expect(ids(events)).toEqual([...new Set(ids(events))].sort((a, b) => a! - b!));
    // A replay 25 times the budget, read from the log as fast as the client takes it.
    const replay = await slow.done(slow.send({ type: "connect", agentId: "flood", threadId: "flooded" }));
    expect(textOf(replay)).toBe(deltas.join(""));
    expect(replay.at(-1)?.type).toBe("end");
    expect(server!.realtime!.overflows).toBe(0);
    expect(slow.closeCode).toBeUndefined();
  });

  it("caps a socket's open runs and subscriptions with a too_many_requests frame; the socket and others go on", async () => {
    await start({ realtime: { maxConcurrentRequests: 2, maxSubscriptions: 2 } });
    const client = await open();
    const runs = [client.send(runFrame("paced", "cap-1", "r1")), client.send(runFrame("paced", "cap-2", "r1"))];
    const third = client.send(runFrame("paced", "cap-3", "r1"));
    expect(await client.done(third)).toEqual([
      {
        type: "error",
        id: third,
        error: "too_many_requests",
        message: "This socket already has 2 open runs, connects and stops (realtime.maxConcurrentRequests)",
        status: 429,
      },
    ]);
    const watches = [client.send({ type: "subscribe-threads" }), client.send({ type: "subscribe-threads" })];
    const thirdWatch = client.send({ type: "subscribe-threads" });
    expect((await client.done(thirdWatch)).at(-1)).toMatchObject({ type: "error", error: "too_many_requests", status: 429 });
    expect((await client.done(thirdWatch)).at(-1)).toMatchObject({ message: expect.stringContaining("realtime.maxSubscriptions") });

    // Another socket is not affected, and a finished run frees its slot.
    const other = await open();
    expect((await other.done(other.send(runFrame("quick", "cap-other", "r1")))).at(-1)?.type).toBe("end");
    for (const run of runs) await client.until(() => client.framesOf(run).at(-1)?.type === "end", 10_000);
    expect((await client.done(client.send(runFrame("quick", "cap-4", "r1")))).at(-1)?.type).toBe("end");
    await client.done(client.send({ type: "unsubscribe", target: watches[0]! }));
    const again = client.send({ type: "subscribe-threads" });
    expect((await client.done(again)).at(-1)).toMatchObject({ type: "result", result: {} });
  });

  it("closes a socket that sends a frame over maxMessageBytes with 1009 and a reason, after what was queued for it", async () => {
    // 2 MB of answers queued for a client that is not reading when its oversized frame arrives.
    const chunk = "y".repeat(64 * 1024);
    const bulky = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: Array.from({ length: 32 }, () => chunk) }) });
    await start({ agents: { bulky, quick: pacedAgent(["a"], 0) }, realtime: { maxMessageBytes: 64 * 1024 } });
    const client = await open();
    const run = client.send(runFrame("bulky", "big-frame", "r1"));
    await client.until(() => client.eventsOf(run).length > 0);
    client.socket.pause();
    // The run is over (its connect completes), so every answer is in the socket's queue.
    await new Promise<void>((resolve) => server!.runtime.runner.connect({ ownerId: "anonymous", threadId: "big-frame" }).subscribe({ complete: resolve }));
    client.socket.send(JSON.stringify({ type: "ping", id: "x".repeat(1024 * 1024) }));
    client.socket.resume();
    await client.until(() => client.closeCode !== undefined, 10_000);
    expect(client.closeCode).toBe(1009);
    expect(client.closeReason).toMatch(/65536 bytes/);
    expect(textOf(client.eventsOf(run))).toBe(chunk.repeat(32));
    const other = await open();
    expect((await other.done(other.send(runFrame("quick", "after-1009", "r1")))).at(-1)?.type).toBe("end");
  });

  it("delivers an event larger than maxQueuedBytes in chunk frames, live and in a replay", async () => {
    const maxQueuedBytes = 256 * 1024;
    const huge = "é🦊 big ".repeat(160 * 1024); // 1.1 M UTF-16 units, 1.9 MB of UTF-8
    const bulky = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["start ", huge, " end"] }) });
    await start({ agents: { bulky }, realtime: { maxQueuedBytes } });
    const client = await open();
    const run = client.send(runFrame("bulky", "huge", "r1"));
    const frames = await client.done(run);
    expect(frames.at(-1)?.type).toBe("end");
    expect(textOf(frames)).toBe(`start ${huge} end`);
    expect(client.texts.filter((text) => text.startsWith('{"type":"chunk"')).length).toBeGreaterThan(4);
    for (const text of client.texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(maxQueuedBytes);

    // The replay merges the deltas into one still larger event.
    const connect = client.send({ type: "connect", agentId: "bulky", threadId: "huge" });
    const replay = await client.done(connect);
    expect(textOf(replay)).toBe(`start ${huge} end`);
    expect(replay.at(-1)?.type).toBe("end");
    expect(server!.realtime!.overflows).toBe(0);
  });

  it("closes sockets that stop answering pings", async () => {
    await start({ realtime: { heartbeatIntervalMs: 50 } });
    const healthy = await open();
    const dead = await open({}, { answersPings: false });
    // It still reads, so it sees the server drop it (1006: terminated, no close frame).
    await dead.until((client) => client.closeCode !== undefined, 10_000);
    expect(dead.closeCode).toBe(1006);
    // The server ends the session a turn of its event loop after the socket's end; a round trip on
    // the healthy socket is read after that turn.
    const ping = healthy.send({ type: "ping" });
    await healthy.until((client) => client.framesOf(ping).some((frame) => frame.type === "pong"));
    expect(server!.realtime!.clients).toBe(1);
    expect(healthy.closeCode).toBeUndefined();
  });

  it("closes its sockets with 1001 on shutdown, and the run goes on in the runner", async () => {
    const runner = new InMemoryAgentRunner();
    await start({ runner });
    const client = await open();
    const run = client.send(runFrame("paced", "shutdown", "r1"));
    await client.until(() => client.eventsOf(run).length > 2);
    const closing = server!.close();
    await client.until(() => client.closeCode !== undefined);
    expect(client.closeCode).toBe(1001);
    await closing;
    server = undefined;
    const events: BaseEvent[] = [];
    await new Promise<void>((resolve) =>
      runner.connect({ ownerId: "anonymous", threadId: "shutdown" }).subscribe({ next: ({ event }) => void events.push(event), complete: resolve }),
    );
    expect(events.at(-1)?.type).toBe(EventType.RUN_FINISHED);
  });
});
