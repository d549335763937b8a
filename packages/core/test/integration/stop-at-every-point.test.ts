import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HttpAgent, verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { SqliteAgentRunner } from "@wingman/runner-sqlite";
import { CopilotRuntime, InMemoryAgentRunner, type WingmanAgentRunner } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { collectRunnerEvents, everyEventRunEvents, ScriptedAgent } from "@wingman/runtime/testing";
import { parseSseText, postJson, runInput } from "@wingman/test-support/sse";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { Redis } from "ioredis";
import { from, lastValueFrom, toArray } from "rxjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { CopilotKitCore, immediateScheduler } from "../../src/index.js";
import { RealtimeClient, type RealtimeServerFrame } from "../../src/realtime/index.js";

// A run using every AG-UI event type is stopped (or its agent fails) after each of its prefixes, on
// every runner; then the thread is loaded by our core (over SSE and over WebSocket) and by
// @ag-ui/client's HttpAgent: all must verify the replay and show the same messages.

const redisUrl = "redis://127.0.0.1:6379";
const keyPrefix = `wingman-test-stop-table-${crypto.randomUUID()}:`;
const directory = mkdtempSync(join(tmpdir(), "wingman-stop-table-"));
const childScript = fileURLToPath(new URL("../fixtures/cut-runs-in-child.ts", import.meta.url));

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  const client = new Redis(redisUrl);
  const keys = await client.keys(`${keyPrefix}*`);
  if (keys.length > 0) await client.del(...keys);
  await client.quit();
});

const runners: { readonly name: string; readonly create: () => WingmanAgentRunner }[] = [
  { name: "InMemoryAgentRunner", create: () => new InMemoryAgentRunner() },
  { name: "SqliteAgentRunner (file)", create: () => new SqliteAgentRunner({ path: join(directory, `${crypto.randomUUID()}.db`) }) },
  // Each table drives 44 runs and 132 loads at once: on a machine whose cores are all taken, Redis'
  // replies have come later than the 2 s default command timeout, and the runner then answers 503 as
  // designed for a hung Redis. This file checks what a stop leaves, not Redis' latency (redis-outage does).
  { name: "RedisAgentRunner", create: () => new RedisAgentRunner({ url: redisUrl, keyPrefix, commandTimeoutMs: 15_000 }) },
];

const cutOf = (input: RunAgentInput): number => Number((input.forwardedProps as { cut?: unknown } | undefined)?.cut);
const agents = () => ({
  stopped: new ScriptedAgent({ agentId: "stopped", script: (input) => everyEventRunEvents(input).slice(0, cutOf(input)), end: "wait-for-abort" }),
  failing: new ScriptedAgent({ agentId: "failing", script: (input) => everyEventRunEvents(input).slice(0, cutOf(input)), end: new Error("agent exploded") }),
});
const scriptLength = everyEventRunEvents({ threadId: "t", runId: "r" }).length;
const cuts = Array.from({ length: scriptLength - 1 }, (_, index) => index + 1);
const cancelled = { type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } };
// Each table runs ~44 runs and loads each thread three times: on a loaded machine that takes a while.
const tableTimeoutMs = 90_000;

/** What `verifyEvents` of `@ag-ui/client` says of a stream: "ok", or its error message. */
async function verdict(events: readonly BaseEvent[]): Promise<string> {
  try {
    await lastValueFrom(from(events).pipe(verifyEvents(), toArray()));
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
}

/** A run over the realtime socket: its events to the end, `onCount` called once `count` arrived. */
function runOverSocket(client: RealtimeClient, agentId: string, input: Record<string, unknown>, count: number, onCount: () => void): Promise<BaseEvent[]> {
  return new Promise<BaseEvent[]>((resolve, reject) => {
    const events: BaseEvent[] = [];
    client.request(
      { type: "run", agentId, input },
      {
        onFrame: (frame: RealtimeServerFrame) => {
          if (frame.type === "event") {
            events.push(frame.event);
            if (events.length === count) onCount();
          } else if (frame.type === "end") resolve(events);
          else if (frame.type === "error") reject(new Error(frame.message));
        },
        onError: reject,
      },
    );
  });
}

function stopOverSocket(client: RealtimeClient, agentId: string, threadId: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client.request(
      { type: "stop", agentId, threadId },
      {
        onFrame: (frame: RealtimeServerFrame) => {
          if (frame.type === "result") resolve(frame.result);
          else if (frame.type === "error") reject(new Error(frame.message));
        },
        onError: reject,
      },
    );
  });
}

interface Loaded {
  readonly messages: unknown;
  readonly errors: readonly string[];
  readonly terminal?: BaseEvent;
}

/** Messages as JSON sees them (clients differ in absent vs undefined fields). */
const plain = (messages: readonly Message[]): unknown => JSON.parse(JSON.stringify(messages));

async function loadWithHttpAgent(url: string, agentId: string, threadId: string): Promise<Loaded> {
  const agent = new HttpAgent({ url: `${url}/agent/${agentId}/connect`, threadId });
  const events: BaseEvent[] = [];
  const errors: string[] = [];
  await agent.runAgent({}, { onEvent: ({ event }) => void events.push(event) }).catch((error: unknown) => void errors.push(String(error)));
  return { messages: plain(agent.messages), errors, terminal: events.at(-1) };
}

/** A fresh proxied agent per load, so that threads load in parallel; errors reach `onError`. */
async function loadWithCore(core: CopilotKitCore, errors: readonly { agentId: unknown; text: string }[], agentId: string, threadId: string): Promise<Loaded> {
  const { agent, unregister } = core.registerProxiedAgent({ agentId: `load-${threadId}`, runtimeAgentId: agentId });
  agent.threadId = threadId;
  await core.connectAgent({ agent });
  unregister();
  return { messages: plain(agent.messages), errors: errors.filter((error) => error.agentId === agent.agentId).map(({ text }) => text) };
}

/** One runner served twice (SSE, and realtime over WebSocket), and the clients that load its threads. */
class Servers {
  readonly cores: { core: CopilotKitCore; errors: { agentId: unknown; text: string }[] }[] = [];
  sse!: ServedCopilotRuntime;
  ws!: ServedCopilotRuntime;
  socket!: RealtimeClient;

  constructor(readonly runner: WingmanAgentRunner) {}

  async start(): Promise<void> {
    const { runner } = this;
    this.sse = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents(), runner }), basePath: "/api" });
    // Every cut runs at once on one socket: more than the default per-socket request cap.
    const realtime = { maxConcurrentRequests: 4 * cuts.length };
    this.ws = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents(), runner, realtime }), basePath: "/api" });
    this.socket = new RealtimeClient({ url: `${this.ws.url.replace(/^http/, "ws")}/ws`, WebSocket });
    for (const served of [this.sse, this.ws]) {
      const core = new CopilotKitCore({ runtimeUrl: served.url, scheduler: immediateScheduler, webSocket: WebSocket });
      const errors: { agentId: unknown; text: string }[] = [];
      core.subscribe({ onError: ({ error, code, context }) => void errors.push({ agentId: context["agentId"], text: `${code}: ${error.message}` }) });
      await core.connect();
      this.cores.push({ core, errors });
    }
  }

  async close(): Promise<void> {
    for (const { core } of this.cores) core.dispose();
    this.socket?.close();
    await this.sse?.close();
    await this.ws?.close();
    await this.runner.close?.();
  }

  /** Loads the thread with HttpAgent and our core over SSE and over WebSocket; they must agree. */
  async loadEverywhere(agentId: string, threadId: string) {
    const [http, overSse, overSocket] = await Promise.all([
      loadWithHttpAgent(this.sse.url, agentId, threadId),
      loadWithCore(this.cores[0]!.core, this.cores[0]!.errors, agentId, threadId),
      loadWithCore(this.cores[1]!.core, this.cores[1]!.errors, agentId, threadId),
    ]);
    return {
      storedTerminal: http.terminal,
      errors: [...http.errors, ...overSse.errors, ...overSocket.errors],
      coresAgreeWithHttpAgent:
        JSON.stringify(overSse.messages) === JSON.stringify(http.messages) && JSON.stringify(overSocket.messages) === JSON.stringify(http.messages),
      messages: http.messages,
      coreMessages: { sse: overSse.messages, socket: overSocket.messages },
    };
  }
}

describe.each(runners)("Stop at every point of a run, $name", ({ create }) => {
  let servers: Servers;
  beforeAll(async () => {
    servers = new Servers(create());
    await servers.start();
  });
  afterAll(() => servers.close());

  it("a stop over SSE after any prefix: the answer, the stream's terminal and the stored run say cancelled; the thread loads as it was seen", async () => {
    const results = await Promise.all(
      cuts.map(async (cut) => {
        const threadId = `sse-stop-${cut}-${crypto.randomUUID()}`;
        const live = new HttpAgent({ url: `${servers.sse.url}/agent/stopped/run`, threadId });
        const events: BaseEvent[] = [];
        let answer: Promise<unknown> | undefined;
        const onEvent = ({ event }: { event: BaseEvent }): void => {
          events.push(event);
          if (events.length !== cut) return;
          answer = fetch(`${servers.sse.url}/agent/stopped/stop/${threadId}`, { method: "POST" })
            .then((stop) => stop.json())
            .catch((error: unknown) => String(error));
        };
        // HttpAgent verifies the live stream: a run that does not verify rejects here.
        const liveError = await live.runAgent({ runId: `run-${cut}`, forwardedProps: { cut } }, { onEvent }).then(
          () => undefined,
          (error: unknown) => String(error),
        );
        const loaded = await servers.loadEverywhere("stopped", threadId);
        return { cut, liveError, answer: await answer, terminal: events.at(-1), sameAsSeen: JSON.stringify(loaded.messages) === JSON.stringify(plain(live.messages)), ...loaded };
      }),
    );
    for (const result of results) {
      expect(result).toMatchObject({
        liveError: undefined,
        answer: { stopped: true, outcome: "cancelled" },
        terminal: cancelled,
        storedTerminal: cancelled,
        errors: [],
        coresAgreeWithHttpAgent: true,
        // On a disagreement, the diff shows which client loaded what.
        coreMessages: { sse: result.messages, socket: result.messages },
        sameAsSeen: true,
      });
    }
  }, tableTimeoutMs);

  it("a stop over WebSocket after any prefix: the same answer, terminal and stored run", async () => {
    const results = await Promise.all(
      cuts.map(async (cut) => {
        const threadId = `ws-stop-${cut}-${crypto.randomUUID()}`;
        let answer: Promise<unknown> | undefined;
        const events = await runOverSocket(servers.socket, "stopped", runInput(threadId, `run-${cut}`, { forwardedProps: { cut } }), cut, () => {
          answer = stopOverSocket(servers.socket, "stopped", threadId).catch((error: unknown) => String(error));
        });
        const loaded = await servers.loadEverywhere("stopped", threadId);
        return { cut, live: await verdict(events), answer: await answer, terminal: events.at(-1), ...loaded };
      }),
    );
    for (const result of results) {
      expect(result).toMatchObject({
        live: "ok",
        answer: { stopped: true, outcome: "cancelled" },
        terminal: cancelled,
        storedTerminal: cancelled,
        errors: [],
        coresAgreeWithHttpAgent: true,
        // On a disagreement, the diff shows which client loaded what.
        coreMessages: { sse: result.messages, socket: result.messages },
      });
    }
  }, tableTimeoutMs);

  it("an agent failing after any prefix: RUN_ERROR live and stored; the thread loads", async () => {
    const failed = { type: EventType.RUN_ERROR, message: "agent exploded" };
    const results = await Promise.all(
      cuts.map(async (cut) => {
        const threadId = `fail-${cut}-${crypto.randomUUID()}`;
        const response = await postJson(`${servers.sse.url}/agent/failing/run`, runInput(threadId, `run-${cut}`, { forwardedProps: { cut } }));
        const events = parseSseText(await response.text()).map(({ event }) => event);
        const loaded = await servers.loadEverywhere("failing", threadId);
        return { cut, live: await verdict(events), terminal: events.at(-1), ...loaded };
      }),
    );
    for (const result of results) {
      // errors: a load that failed (say, a reset connection) shows here by its message, instead of
      // only as a missing stored terminal and clients that disagree.
      expect(result).toMatchObject({
        live: "ok",
        terminal: failed,
        storedTerminal: failed,
        errors: [],
        coresAgreeWithHttpAgent: true,
        coreMessages: { sse: result.messages, socket: result.messages },
      });
    }
  }, tableTimeoutMs);
});

describe("A process killed mid-run (SqliteAgentRunner), at every point of a run", () => {
  const children: TsChild[] = [];
  let servers: Servers | undefined;
  afterAll(async () => {
    for (const child of children) await child.kill();
    await servers?.close();
  });

  it("is finalized as RUN_ERROR with every span closed when the file is opened again; every thread loads", async () => {
    const path = join(directory, `${crypto.randomUUID()}.db`);
    const child = spawnTsChild(childScript, [path, ...cuts.map(String)]);
    children.push(child);
    await child.line("ready", 60_000);
    await child.kill();

    const runner = new SqliteAgentRunner({ path });
    servers = new Servers(runner);
    await servers.start();
    const interrupted = { type: EventType.RUN_ERROR, message: "The run was interrupted: the process running it stopped" };
    const results = await Promise.all(
      cuts.map(async (cut) => {
        const threadId = `killed-${cut}`;
        const replay = (await collectRunnerEvents(runner.connect({ threadId, ownerId: "anonymous" }))).map(({ event }) => event);
        const closed = [...replay.slice(0, -1), { type: EventType.RUN_FINISHED, threadId, runId: "closed" }];
        const loaded = await servers!.loadEverywhere("stopped", threadId);
        return { cut, replayed: replay.length, everySpanClosed: await verdict(closed), ...loaded };
      }),
    );
    for (const result of results) {
      expect(result).toMatchObject({ everySpanClosed: "ok", storedTerminal: interrupted, coresAgreeWithHttpAgent: true });
      expect(result.replayed).toBeGreaterThan(1);
      expect(result.errors.filter((error) => /Cannot send|First event/.test(error))).toEqual([]);
    }
  }, tableTimeoutMs);
});
