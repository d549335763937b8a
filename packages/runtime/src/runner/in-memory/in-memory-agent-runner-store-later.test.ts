import { EventType } from "@ag-ui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectRunnerEvents, createRunInput, numberedDeltas, ScriptedAgent, textRunEvents } from "../../testing/index.js";
import { SMALL_RUN_BYTES } from "./ended-run-queue.js";
import { InMemoryAgentRunner } from "./in-memory-agent-runner.js";

const ownerId = "owner";
const agentId = "agent";

async function runText(runner: InMemoryAgentRunner, threadId: string, deltas: readonly string[]) {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }) });
  return collectRunnerEvents(await runner.run({ threadId, ownerId, agentId, agent, input: createRunInput({ threadId }) }));
}

/** Numbered deltas enough for a run over SMALL_RUN_BYTES (each event counts ~100 bytes): it waits for the timer. */
function longDeltas(): string[] {
  return numberedDeltas(Math.ceil(SMALL_RUN_BYTES / 90));
}

/** A runner whose ended runs are compacted and stored together, as its timer would, after `act`. */
async function storedLater(act: (runner: InMemoryAgentRunner) => Promise<void>) {
  const runner = new InMemoryAgentRunner({ maxThreads: 2 });
  await act(runner);
  vi.runOnlyPendingTimers();
  return runner;
}

/**
 * A long ended run is compacted and stored a moment after its end (so that compacting it never
 * holds back its last frames), but nothing can tell: every reader of the thread, and its next run,
 * store it first, and the store does before it evicts anything. The fake timer stands in for the
 * moment: these tests read before it fires.
 */
describe("InMemoryAgentRunner stores an ended run when read, or a moment later", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => void vi.useRealTimers());

  it("replays the ended run compacted to a connect right after its end", async () => {
    const runner = new InMemoryAgentRunner();
    const deltas = longDeltas();
    const live = await runText(runner, "t", deltas);
    expect(vi.getTimerCount()).toBe(1);
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId }));
    expect(vi.getTimerCount()).toBe(0);
    expect(replay.map(({ event }) => event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
    expect(replay.at(-1)!.id).toBe(live.at(-1)!.id);
    // Resuming inside the merged delta gives the deltas after the given id.
    const after = live[10]!.id;
    const resumed = await collectRunnerEvents(runner.connect({ threadId: "t", ownerId, after }));
    expect(resumed[0]!.event).toMatchObject({ type: EventType.TEXT_MESSAGE_CONTENT, delta: deltas.slice(9).join("") });
  });

  it("gives the thread's messages and the next run its history right after a run ends", async () => {
    const runner = new InMemoryAgentRunner();
    await runText(runner, "t", ["Hel", "lo"]);
    const messages = await runner.getThreadMessages({ threadId: "t", ownerId });
    expect(messages?.filter((message) => message.role === "assistant").map((message) => message.content)).toEqual(["Hello"]);
    await runText(runner, "t", ["again"]);
    await runText(runner, "u", ["other"]);
    const after = await runner.getThreadMessages({ threadId: "t", ownerId });
    expect(after?.filter((message) => message.role === "assistant").map((message) => message.content)).toEqual(["Hello", "again"]);
  });

  it("counts the same bytes whether the run is stored on read, by a new run or later", async () => {
    const read = await storedLater(async (runner) => {
      await runText(runner, "a", longDeltas());
      expect(runner.usage().threads).toBe(1);
    });
    const byRun = await storedLater(async (runner) => {
      await runText(runner, "a", longDeltas());
      await runText(runner, "b", []);
    });
    const later = await storedLater(async (runner) => {
      await runText(runner, "a", longDeltas());
    });
    await runText(later, "b", []);
    expect(read.usage().bytes).toBeGreaterThan(0);
    expect(later.usage()).toEqual(byRun.usage());
    await later.deleteThread({ threadId: "b", ownerId });
    expect(later.usage()).toEqual(read.usage());
  });

  it("drops the ended run of a thread deleted or evicted before it was stored", async () => {
    const runner = new InMemoryAgentRunner({ maxThreads: 1 });
    await runText(runner, "a", longDeltas());
    expect(await runner.deleteThread({ threadId: "a", ownerId })).toBe(true);
    expect(runner.usage()).toEqual({ threads: 0, bytes: 0 });

    await runText(runner, "b", longDeltas());
    // Thread c evicts b (maxThreads 1) once b's run is stored: then c alone counts.
    await runText(runner, "c", ["x"]);
    vi.runOnlyPendingTimers();
    expect(await runner.getThread({ threadId: "b", ownerId })).toBeUndefined();
    await runner.deleteThread({ threadId: "c", ownerId });
    expect(runner.usage()).toEqual({ threads: 0, bytes: 0 });
  });

  it("decides an eviction on stored sizes: a long run not stored yet is stored before anything is evicted", async () => {
    // Thread a's run counts about 100 KB while it is live and a few KB once compacted; b's fits beside
    // the compacted run, not beside the live one.
    const runner = new InMemoryAgentRunner({ maxBytes: 50_000 });
    await runText(runner, "a", Array.from({ length: 1_000 }, () => "x"));
    expect(vi.getTimerCount()).toBe(1);
    await runText(runner, "b", ["y".repeat(9_000)]);
    expect(await runner.getThread({ threadId: "a", ownerId })).toBeDefined();
    expect(runner.usage().bytes).toBeLessThanOrEqual(50_000);
  });
});
