import { AbstractAgent, HttpAgent, type AgentSubscriber, type RunAgentParameters, type RunAgentResult } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { readSse, readSseUntil } from "@wingman/test-support/sse";
import { EMPTY, ReplaySubject, firstValueFrom, toArray, type Observable } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import {
  AgentRunner,
  CopilotRuntime,
  InMemoryAgentRunner,
  asCopilotKitAgentRunner,
  type AgentRunnerConnectRequest,
  type AgentRunnerIsRunningRequest,
  type AgentRunnerRunRequest,
  type AgentRunnerStopRequest,
} from "../../../src/index.js";
import { ScriptedAgent } from "../../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../../src/testing/text-run-events.js";
import { startNodeServer, type TestServer } from "../support/test-server.js";

/**
 * A runner written only against CopilotKit's contract, as an app would have one: events in memory,
 * no ids, no owners, no thread API; a second run on a busy thread throws at once.
 */
class MinimalCopilotKitRunner extends AgentRunner {
  readonly history = new Map<string, BaseEvent[]>();
  readonly live = new Map<string, { subject: ReplaySubject<BaseEvent>; abort: () => void }>();

  run({ threadId, agent, input }: AgentRunnerRunRequest): Observable<BaseEvent> {
    if (this.live.has(threadId)) throw new Error("Thread already running");
    const subject = new ReplaySubject<BaseEvent>();
    const events = this.history.get(threadId) ?? [];
    this.history.set(threadId, events);
    this.live.set(threadId, { subject, abort: () => agent.abortRun() });
    const end = (): void => {
      this.live.delete(threadId);
      subject.complete();
    };
    agent.run(input).subscribe({
      next: (event) => {
        events.push(event);
        subject.next(event);
      },
      error: end,
      complete: end,
    });
    return subject.asObservable();
  }

  connect({ threadId }: AgentRunnerConnectRequest): Observable<BaseEvent> {
    const replay = new ReplaySubject<BaseEvent>();
    const live = this.live.get(threadId);
    const stored = this.history.get(threadId) ?? [];
    if (!live) {
      for (const event of stored) replay.next(event);
      replay.complete();
      return replay;
    }
    return live.subject.asObservable();
  }

  async isRunning({ threadId }: AgentRunnerIsRunningRequest): Promise<boolean> {
    return this.live.has(threadId);
  }

  async stop({ threadId }: AgentRunnerStopRequest): Promise<boolean | undefined> {
    const live = this.live.get(threadId);
    if (!live) return false;
    live.abort();
    return true;
  }
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const greeter = () => new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["Hel", "lo"] }) });
/** The greeter's run as CopilotKit's contract delivers it: plain AG-UI events, text deltas as sent. */
const GREETER_RUN_TYPES = ["RUN_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED"];

/**
 * Runs the greeter on `threadId` through CopilotKit's contract (no owner), checks its events, then
 * that the thread is idle and has nothing to stop; returns the run's events and the thread's replay.
 */
async function greetAsCopilotKit(runner: Pick<AgentRunner, "run" | "connect" | "isRunning" | "stop">, threadId: string) {
  const input = { threadId, runId: `${threadId}-1`, messages: [], tools: [], context: [] };
  const events = await firstValueFrom(runner.run({ threadId, agent: greeter(), input }).pipe(toArray()));
  expect(events.map((event) => event.type)).toEqual(GREETER_RUN_TYPES);
  const replay = await firstValueFrom(runner.connect({ threadId }).pipe(toArray()));
  expect(await runner.isRunning({ threadId })).toBe(false);
  expect(await runner.stop({ threadId })).toBe(false);
  return { events, replay };
}

const runBody = (threadId: string, runId: string) => JSON.stringify({ threadId, runId, messages: [], tools: [], context: [] });
const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${server!.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, ...(body !== undefined && { body }) });

describe("a CopilotKit AgentRunner in CopilotRuntime", () => {
  it("runs HttpAgent's runs through it, without event ids, and replays its history on connect", async () => {
    const runner = new MinimalCopilotKitRunner();
    server = await startNodeServer({ agents: { greeter: greeter() }, runner }, { basePath: "/api/copilotkit" });
    const agent = new HttpAgent({ url: `${server.url}/agent/greeter/run`, threadId: "ck-1" });
    agent.addMessage({ id: "u1", role: "user", content: "Hi" });
    await agent.runAgent({ runId: "ck-1-r1" });
    expect(agent.messages).toEqual([
      { id: "u1", role: "user", content: "Hi" },
      { id: "ck-1-r1-reply", role: "assistant", content: "Hello" },
    ]);
    expect(runner.history.get("ck-1")?.map((event) => event.type)).toContain("RUN_FINISHED");

    const raw = await post("/agent/greeter/run", runBody("ck-1", "ck-1-r2"));
    expect(raw.status).toBe(200);
    const text = await raw.text();
    // Its events carry no thread sequence: no client may resume by them.
    expect(text).not.toMatch(/^id:/m);

    const replay = await readSse(await post("/agent/greeter/connect", runBody("ck-1", "c"), { "Last-Event-ID": "3" }));
    expect(replay.every((frame) => frame.id === undefined)).toBe(true);
    // `Last-Event-ID` means nothing here: the whole history comes back, as from CopilotKit.
    expect(replay.filter((frame) => frame.event.type === "RUN_STARTED")).toHaveLength(2);
    const messages = (await (await fetch(`${server.url}/threads/ck-1/messages`)).json()) as { messages: { id: string }[] };
    expect(messages.messages.map((message) => message.id)).toEqual(["ck-1-r1-reply", "ck-1-r2-reply"]);
  });

  it("answers 409 for a second run on a busy thread, stops from another request, and closes the stopped run", async () => {
    const waiting = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    server = await startNodeServer({ agents: { waiting }, runner: new MinimalCopilotKitRunner() });
    const first = await post("/agent/waiting/run", runBody("busy", "busy-1"));
    const started = readSseUntil(first, (frames) => frames.some((frame) => frame.event.type === "RUN_FINISHED"));
    const second = await post("/agent/waiting/run", runBody("busy", "busy-2"));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: "thread_busy" });
    const stop = await post("/agent/waiting/stop/busy");
    expect(await stop.json()).toMatchObject({ stopped: true });
    const frames = await started;
    // The runner left the message and the run open; the runtime closes them as a stop.
    expect(frames.map((frame) => frame.event.type).slice(-2)).toEqual(["TEXT_MESSAGE_END", "RUN_FINISHED"]);
  });

  it("keeps threads to their owner: another user's connect is empty, their stop 404, their run a thread of their own", async () => {
    server = await startNodeServer({
      agents: { greeter: greeter() },
      runner: new MinimalCopilotKitRunner(),
      identifyUser: (request) => request.headers.get("x-user"),
    });
    await (await post("/agent/greeter/run", runBody("mine", "mine-1"), { "x-user": "ann" })).text();
    const own = await readSse(await post("/agent/greeter/connect", runBody("mine", "c"), { "x-user": "ann" }));
    expect(own.length).toBeGreaterThan(0);
    const foreign = await readSse(await post("/agent/greeter/connect", runBody("mine", "c"), { "x-user": "bob" }));
    expect(foreign).toEqual([]);
    expect((await post("/agent/greeter/stop/mine", undefined, { "x-user": "bob" })).status).toBe(404);
    const list = (await (await fetch(`${server.url}/threads`, { headers: { "x-user": "ann" } })).json()) as { threads: { id: string }[] };
    expect(list.threads.map((thread) => thread.id)).toEqual(["mine"]);
    const bobs = await post("/agent/greeter/run", runBody("mine", "bob-1"), { "x-user": "bob" });
    expect(bobs.status).toBe(200);
    await bobs.text();
    const annsAgain = await readSse(await post("/agent/greeter/connect", runBody("mine", "c"), { "x-user": "ann" }));
    expect(annsAgain.filter((frame) => frame.event.type === "RUN_STARTED").map((frame) => frame.event["runId"])).toEqual(["mine-1"]);
  });

  it("refuses realtime mode, which resumes by event ids such a runner does not have", () => {
    expect(() => new CopilotRuntime({ agents: {}, runner: new MinimalCopilotKitRunner(), realtime: true })).toThrow(/realtime mode needs a Wingman runner/);
  });
});

describe("a Wingman runner where a CopilotKit AgentRunner is expected", () => {
  it("takes CopilotKit's shape with asCopilotKitAgentRunner: run, connect, isRunning, stop", async () => {
    const runner: AgentRunner = asCopilotKitAgentRunner(new InMemoryAgentRunner());
    expect(runner).toBeInstanceOf(AgentRunner);
    const { events, replay } = await greetAsCopilotKit(runner, "as-ck");
    expect(events.every((event) => !("id" in event))).toBe(true);
    expect(replay.map((event) => event.type)).toContain("TEXT_MESSAGE_CONTENT");
  });

  it("is what CopilotRuntime accepts as a CopilotKit runner too", async () => {
    server = await startNodeServer({ agents: { greeter: greeter() }, runner: asCopilotKitAgentRunner(new InMemoryAgentRunner()) });
    const agent = new HttpAgent({ url: `${server.url}/agent/greeter/run`, threadId: "round-trip" });
    await agent.runAgent({ runId: "round-trip-1" });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hello" });
  });

  it("is CopilotKit's InMemoryAgentRunner when called as theirs: run and connect without an owner give AG-UI events", async () => {
    const runner = new InMemoryAgentRunner();
    // Called as CopilotKit's runner: an Observable at once, plain events.
    const { replay } = await greetAsCopilotKit(runner, "ck-view");
    // The replay is the stored run, its text deltas compacted into one.
    expect(replay.map((event) => event.type)).toEqual(["RUN_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED"]);
    // The same thread, for the anonymous owner, through Wingman's contract: events with ids.
    const stored = await firstValueFrom(runner.connect({ ownerId: "anonymous", threadId: "ck-view" }).pipe(toArray()));
    expect(stored.map(({ event }) => event)).toEqual(replay);
    expect(stored.every(({ id }, index) => index === 0 || id > stored[index - 1]!.id)).toBe(true);
    // Another owner does not see it.
    expect(await firstValueFrom(runner.connect({ ownerId: "someone", threadId: "ck-view" }).pipe(toArray()))).toEqual([]);
  });

  it("hears an agent whose own runAgent reports its events through the subscriber's onEvent, as CopilotKit's test agents do", async () => {
    const received: RunAgentInput[] = [];
    class ReportingAgent extends AbstractAgent {
      override async runAgent(parameters?: RunAgentParameters, subscriber?: AgentSubscriber): Promise<RunAgentResult> {
        // CopilotKit's runners hand runAgent the whole run input; such agents read its thread from it.
        received.push(parameters as RunAgentInput);
        const { runId, threadId } = parameters as RunAgentInput;
        for (const event of [
          { type: EventType.RUN_STARTED, threadId, runId },
          { type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" },
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "reported" },
          { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
        ] as BaseEvent[]) {
          await subscriber?.onEvent?.({ event, agent: this, input: {} as RunAgentInput, messages: [], state: {} });
        }
        return { result: undefined, newMessages: [] };
      }
      override clone(): ReportingAgent {
        return new ReportingAgent();
      }
      run(): Observable<BaseEvent> {
        return EMPTY;
      }
    }
    const runner = new InMemoryAgentRunner();
    const input = { threadId: "reporting", runId: "reporting-1", messages: [{ id: "u1", role: "user" as const, content: "Hi" }], tools: [], context: [] };
    const events = await firstValueFrom(runner.run({ threadId: "reporting", agent: new ReportingAgent(), input }).pipe(toArray()));
    expect(events.map((event) => event.type)).toEqual(["RUN_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_ERROR"]);
    expect(events[2]).toMatchObject({ delta: "reported" });
    expect(received).toEqual([expect.objectContaining({ threadId: "reporting", runId: "reporting-1", messages: input.messages })]);
  });

  it("throws at once, with CopilotKit's text, for a run on a busy thread when called as theirs", async () => {
    const runner = new InMemoryAgentRunner();
    const hanging = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const input = { threadId: "ck-busy", runId: "ck-busy-1", messages: [], tools: [], context: [] };
    const first = firstValueFrom(runner.run({ threadId: "ck-busy", agent: hanging, input }).pipe(toArray()));
    expect(() => runner.run({ threadId: "ck-busy", agent: greeter(), input: { ...input, runId: "ck-busy-2" } })).toThrow(/^Thread already running/);
    expect(await runner.stop({ threadId: "ck-busy" })).toBe(true);
    expect((await first).at(-1)?.type).toBe(EventType.RUN_FINISHED);
    // Idle again: a run is accepted.
    expect(() => runner.run({ threadId: "ck-busy", agent: greeter(), input: { ...input, runId: "ck-busy-3" } })).not.toThrow();
  });

  it("passes an agent's own RUN_STARTED input through as the object it emitted, as CopilotKit's runner does", async () => {
    const ownInput: RunAgentInput = { threadId: "own-input", runId: "own-1", messages: [], tools: [], context: [], state: { fromAgent: true } };
    // As CopilotKit's test agents: its own runAgent, reporting through the subscriber.
    class OwnInputAgent extends AbstractAgent {
      override async runAgent(_parameters?: RunAgentParameters, subscriber?: AgentSubscriber): Promise<RunAgentResult> {
        const event = { type: EventType.RUN_STARTED, threadId: "own-input", runId: "own-1", input: ownInput } as BaseEvent;
        await subscriber?.onEvent?.({ event, agent: this, input: ownInput, messages: [], state: {} });
        return { result: undefined, newMessages: [] };
      }
      override clone(): OwnInputAgent {
        return new OwnInputAgent();
      }
      run(): Observable<BaseEvent> {
        return EMPTY;
      }
    }
    const agent = new OwnInputAgent();
    const runner = new InMemoryAgentRunner();
    const input = { threadId: "own-input", runId: "own-1", messages: [{ id: "u1", role: "user" as const, content: "Hi" }], tools: [], context: [] };
    const events = await firstValueFrom(runner.run({ threadId: "own-input", agent, input }).pipe(toArray()));
    expect(events[0]?.type).toBe(EventType.RUN_STARTED);
    expect((events[0] as { input?: unknown }).input).toBe(ownInput);
  });
});

