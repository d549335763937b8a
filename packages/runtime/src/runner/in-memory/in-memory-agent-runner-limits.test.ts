import { EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import {
  collectRunnerEvents,
  createRunInput,
  numberedDeltas,
  ScriptedAgent,
  textRunEvents,
  type ScriptedAgentOptions,
} from "../../testing/index.js";
import type { RunnerEvent } from "../agent-runner.js";
import { InMemoryAgentRunner } from "./in-memory-agent-runner.js";

const ownerId = "owner";
const agentId = "agent";

async function start(runner: InMemoryAgentRunner, threadId: string, options: ScriptedAgentOptions) {
  const agent = new ScriptedAgent(options);
  return runner.run({ threadId, ownerId, agentId, agent, input: createRunInput({ threadId }) });
}

async function runText(runner: InMemoryAgentRunner, threadId: string, deltas: readonly string[] = ["x"]): Promise<RunnerEvent[]> {
  return collectRunnerEvents(await start(runner, threadId, { script: (input) => textRunEvents({ ...input, deltas }) }));
}

const hanging: ScriptedAgentOptions = { script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" };

async function exists(runner: InMemoryAgentRunner, threadId: string): Promise<boolean> {
  return (await runner.getThread({ threadId, ownerId })) !== undefined;
}

describe("InMemoryAgentRunner options", () => {
  it.each([
    ["maxThreads", 0],
    ["maxThreads", 1.5],
    ["maxRunsPerThread", -1],
    ["maxBytes", Number.NaN],
    ["maxEventsPerRun", 0],
    ["runDeadlineMs", 0],
    ["runDeadlineMs", Number.POSITIVE_INFINITY],
  ])("rejects %s = %s with a RangeError naming it", (name, value) => {
    expect(() => new InMemoryAgentRunner({ [name]: value })).toThrow(RangeError);
    expect(() => new InMemoryAgentRunner({ [name]: value })).toThrow(name);
  });

  it("accepts Infinity for the count limits", () => {
    expect(() => new InMemoryAgentRunner({ maxThreads: Infinity, maxRunsPerThread: Infinity, maxBytes: Infinity })).not.toThrow();
  });

  it("keeps a separate store per instance", async () => {
    const first = new InMemoryAgentRunner();
    const second = new InMemoryAgentRunner();
    await runText(first, "shared-id");
    expect(await exists(first, "shared-id")).toBe(true);
    expect(await exists(second, "shared-id")).toBe(false);
  });
});

describe("InMemoryAgentRunner limits", () => {
  it("evicts the least recently used idle thread beyond maxThreads", async () => {
    const runner = new InMemoryAgentRunner({ maxThreads: 3 });
    for (const threadId of ["t1", "t2", "t3"]) await runText(runner, threadId);
    await collectRunnerEvents(runner.connect({ threadId: "t1", ownerId }));
    await runText(runner, "t4");
    expect(await exists(runner, "t2")).toBe(false);
    expect(await Promise.all(["t1", "t3", "t4"].map((threadId) => exists(runner, threadId)))).toEqual([true, true, true]);
    expect(runner.usage().threads).toBe(3);
  });

  it("lets an owner past maxThreads evict only its own threads, never another owner's", async () => {
    const runner = new InMemoryAgentRunner({ maxThreads: 3 });
    const asOwner = (owner: string, threadId: string) =>
      runner.run({ threadId, ownerId: owner, agentId, agent: new ScriptedAgent({ script: (input) => textRunEvents(input) }), input: createRunInput({ threadId }) });
    for (const threadId of ["b1", "b2"]) await collectRunnerEvents(await asOwner("bob", threadId));
    for (let index = 0; index < 20; index++) await collectRunnerEvents(await asOwner("alice", `a${index}`));
    expect(await runner.getThread({ ownerId: "bob", threadId: "b1" })).toBeDefined();
    expect(await runner.getThread({ ownerId: "bob", threadId: "b2" })).toBeDefined();
    const alice = await runner.listThreads({ ownerId: "alice" });
    expect(alice.threads.map(({ id }) => id)).toEqual(["a19"]);
    expect(runner.usage().threads).toBe(3);
    // A new owner with nothing to evict is not refused, and still evicts nobody else.
    await collectRunnerEvents(await asOwner("carol", "c1"));
    expect(runner.usage().threads).toBe(4);
    expect(await runner.countThreads({ ownerId: "bob" })).toBe(2);
  });

  it("lets an owner past maxBytes evict only its own idle threads", async () => {
    const runner = new InMemoryAgentRunner({ maxBytes: 30_000 });
    const big = ["x".repeat(9_000)];
    const asOwner = async (owner: string, threadId: string) =>
      collectRunnerEvents(
        await runner.run({
          threadId,
          ownerId: owner,
          agentId,
          agent: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: big }) }),
          input: createRunInput({ threadId }),
        }),
      );
    await asOwner("bob", "b1");
    for (const threadId of ["a1", "a2", "a3", "a4"]) await asOwner("alice", threadId);
    expect(await runner.getThread({ ownerId: "bob", threadId: "b1" })).toBeDefined();
    expect((await runner.listThreads({ ownerId: "alice" })).threads.map(({ id }) => id)).toEqual(["a4", "a3"]);
    expect(runner.usage().bytes).toBeLessThanOrEqual(30_000);
  });

  it("never evicts a running thread, and accepts the overage when nothing idle is left", async () => {
    const runner = new InMemoryAgentRunner({ maxThreads: 1 });
    const stream = await start(runner, "busy", hanging);
    await runText(runner, "idle");
    expect(await runner.isRunning({ threadId: "busy", ownerId })).toBe(true);
    expect(runner.usage().threads).toBe(2);
    await runText(runner, "newer");
    expect(await exists(runner, "idle")).toBe(false);
    expect(await exists(runner, "busy")).toBe(true);
    await runner.stop({ threadId: "busy", ownerId });
    await collectRunnerEvents(stream);
  });

  it("drops the oldest runs beyond maxRunsPerThread but keeps the thread's messages", async () => {
    const runner = new InMemoryAgentRunner({ maxRunsPerThread: 2 });
    const runs = [];
    for (const text of ["one", "two", "three"]) runs.push(await runText(runner, "t", [text]));
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId }));
    const contents = replay.filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT).map(({ event }) => event.delta);
    expect(contents).toEqual(["two", "three"]);
    const messages = await runner.getThreadMessages({ threadId: "t", ownerId });
    expect(messages?.map((message) => message.content)).toEqual(["one", "two", "three"]);

    // The dropped run's conversation comes back as one snapshot, with the id of its last event.
    const lastDropped = runs[0]!.at(-1)!.id;
    expect(replay[0]).toEqual({ id: lastDropped, event: { type: EventType.MESSAGES_SNAPSHOT, messages: [messages![0]] } });
    expect(replay[1]!.id).toBe(runs[1]![0]!.id);
    const midDropped = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId, after: runs[0]![2]!.id }));
    expect(midDropped).toEqual(replay);
    const afterDropped = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId, after: lastDropped }));
    expect(afterDropped).toEqual(replay.slice(1));
  });

  it("keeps the input messages of a run whose agent sent no RUN_STARTED, also once that run is dropped", async () => {
    const runner = new InMemoryAgentRunner({ maxRunsPerThread: 1 });
    const question = { id: "q1", role: "user" as const, content: "hello?" };
    const failing = new ScriptedAgent({ script: () => [{ type: EventType.RUN_ERROR, message: "model down" }] });
    await collectRunnerEvents(
      await runner.run({ threadId: "t", ownerId, agentId, agent: failing, input: createRunInput({ threadId: "t", messages: [question] }) }),
    );
    expect((await runner.getThreadMessages({ threadId: "t", ownerId }))?.map(({ id }) => id)).toEqual(["q1"]);

    // The client resends the question: it is known, so the next run records no message again.
    const retry = createRunInput({ threadId: "t", messages: [question] });
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["hi"] }) });
    const events = await collectRunnerEvents(await runner.run({ threadId: "t", ownerId, agentId, agent, input: retry }));
    const started = events.find(({ event }) => event.type === EventType.RUN_STARTED)!.event;
    expect((started.input as { messages: unknown[] }).messages).toEqual([]);
    // maxRunsPerThread 1: the failed run was dropped, its question lives on in the dropped snapshot.
    const messages = await runner.getThreadMessages({ threadId: "t", ownerId });
    expect(messages?.map(({ id }) => id)).toEqual(["q1", `${retry.runId}-reply`]);
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId }));
    expect(replay[0]!.event).toEqual({ type: EventType.MESSAGES_SNAPSHOT, messages: [question] });
  });

  it("evicts idle threads least recently used first beyond maxBytes", async () => {
    const runner = new InMemoryAgentRunner({ maxBytes: 30_000 });
    const big = ["x".repeat(9_000)];
    for (const threadId of ["a", "b", "c"]) await runText(runner, threadId, big);
    expect(runner.usage().bytes).toBeLessThanOrEqual(30_000);
    await collectRunnerEvents(runner.connect({ threadId: "a", ownerId }));
    await runText(runner, "d", big);
    expect(await exists(runner, "b")).toBe(false);
    expect(await exists(runner, "a")).toBe(true);
    expect(await exists(runner, "d")).toBe(true);
    expect(runner.usage().bytes).toBeLessThanOrEqual(30_000);
  });

  it("counts bytes incrementally and returns to zero once every thread is gone", async () => {
    const runner = new InMemoryAgentRunner({ maxRunsPerThread: 2, maxThreads: 3 });
    for (const threadId of ["a", "b", "c", "d"]) {
      await runText(runner, threadId, numberedDeltas(50));
      await runText(runner, threadId, ["again"]);
      await runText(runner, threadId, ["and again"]);
    }
    const stopped = await start(runner, "a", hanging);
    expect(runner.usage().bytes).toBeGreaterThan(0);
    await runner.stop({ threadId: "a", ownerId });
    await collectRunnerEvents(stopped);
    const failing = await start(runner, "b", { script: () => [], end: new Error("no") });
    await collectRunnerEvents(failing);
    const page = await runner.listThreads({ ownerId, includeArchived: true });
    for (const { id } of page.threads) await runner.deleteThread({ threadId: id, ownerId });
    expect(runner.usage()).toEqual({ threads: 0, bytes: 0 });
  });

  it("ends a run with RUN_ERROR once it passes maxEventsPerRun, and stores it", async () => {
    const runner = new InMemoryAgentRunner({ maxEventsPerRun: 5 });
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(20) }), delayMs: 1 });
    const events = await collectRunnerEvents(
      await runner.run({ threadId: "t", ownerId, agentId, agent, input: createRunInput({ threadId: "t" }) }),
    );
    expect(events.map(({ event }) => event.type).slice(-2)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_ERROR]);
    expect(String(events[events.length - 1]!.event.message)).toContain("limit of 5 events");
    expect(events).toHaveLength(7);
    expect(await runner.isRunning({ threadId: "t", ownerId })).toBe(false);
    expect(await collectRunnerEvents(runner.connect({ threadId: "t", ownerId }))).not.toEqual([]);
  });

  it("ends a run with RUN_ERROR at runDeadlineMs and frees the thread", async () => {
    const runner = new InMemoryAgentRunner({ runDeadlineMs: 30 });
    const events = await collectRunnerEvents(await start(runner, "t", hanging));
    expect(events[events.length - 1]!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(String(events[events.length - 1]!.event.message)).toContain("deadline of 30 ms");
    expect((await runText(runner, "t")).at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
  });

  it("close() ends runs in flight with RUN_ERROR", async () => {
    const runner = new InMemoryAgentRunner();
    const stream = await start(runner, "t", hanging);
    await runner.close();
    const events = await collectRunnerEvents(stream);
    expect(events[events.length - 1]!.event).toMatchObject({ type: EventType.RUN_ERROR, message: "The runner was closed" });
  });
});
