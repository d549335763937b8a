import { expect, it, type TestContext } from "vitest";
import type { ThreadChange } from "../../runner/agent-runner.js";
import { ThreadNotFoundError } from "../../runner/runner-errors.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import { eventsOf, textsOf, userMessage, type ConformanceContext } from "./conformance-context.js";
import { eventually } from "./eventually.js";

const hangingAgent = (): ScriptedAgent =>
  new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });


export function registerOwnershipTests(context: ConformanceContext): void {
  it("two owners using the same thread id get two separate threads", async () => {
    const threadId = context.newThreadId();
    const a = { threadId, ownerId: context.ownerId };
    const b = { threadId, ownerId: context.otherOwnerId };
    const fromA = await context.runText(threadId, ["from ", "a"], { messages: [userMessage("ua", "hi a")], state: { who: "a" } });
    const fromB = await context.runText(threadId, ["from ", "b"], {
      ownerId: context.otherOwnerId,
      messages: [userMessage("ub", "hi b")],
      state: { who: "b" },
    });
    expect([...textsOf(eventsOf(fromA)).values()]).toEqual(["from a"]);
    expect([...textsOf(eventsOf(fromB)).values()]).toEqual(["from b"]);
    // Each thread numbers its own events from 1: B's run did not continue A's log.
    expect(fromB[0]!.id).toBe(fromA[0]!.id);

    expect([...textsOf(eventsOf(await context.connect(threadId))).values()]).toEqual(["from a"]);
    expect([...textsOf(eventsOf(await context.connect(threadId, undefined, context.otherOwnerId))).values()]).toEqual(["from b"]);
    expect((await context.runner.getThreadMessages(a))?.map(({ content }) => content)).toEqual(["hi a", "from a"]);
    expect((await context.runner.getThreadMessages(b))?.map(({ content }) => content)).toEqual(["hi b", "from b"]);
    expect(await context.runner.getThreadState(a)).toEqual({ who: "a" });
    expect(await context.runner.getThreadState(b)).toEqual({ who: "b" });
    expect(await context.runner.getThread(a)).toMatchObject({ id: threadId, ownerId: context.ownerId });
    expect(await context.runner.getThread(b)).toMatchObject({ id: threadId, ownerId: context.otherOwnerId });
    for (const owner of [context.ownerId, context.otherOwnerId]) {
      const page = await context.runner.listThreads({ ownerId: owner, includeArchived: true, limit: 200 });
      expect(page.threads.filter(({ id }) => id === threadId).map(({ ownerId }) => ownerId)).toEqual([owner]);
    }

    expect(await context.runner.updateThread({ ...a, name: "A's", archived: true })).toMatchObject({ name: "A's", archived: true });
    expect(await context.runner.getThread(b)).toMatchObject({ name: null, archived: false });

    expect(await context.runner.deleteThread(a)).toBe(true);
    expect(await context.runner.getThread(a)).toBeUndefined();
    expect(await context.runner.getThread(b)).toMatchObject({ id: threadId, ownerId: context.otherOwnerId });
    expect([...textsOf(eventsOf(await context.connect(threadId, undefined, context.otherOwnerId))).values()]).toEqual(["from b"]);
    expect(await context.runner.deleteThread(a)).toBe(false);
    expect(await context.runner.deleteThread(b)).toBe(true);
  });

  it("a run on one owner's thread neither blocks, stops nor shows in another owner's thread of the same id", async () => {
    const threadId = context.newThreadId();
    const a = { threadId, ownerId: context.ownerId };
    const b = { threadId, ownerId: context.otherOwnerId };
    const hanging = await context.start(threadId, hangingAgent());
    expect(await context.runner.isRunning(a)).toBe(true);
    expect(await context.runner.isRunning(b)).toBe(false);
    expect(await context.runner.getThread(b)).toBeUndefined();
    expect(await context.connect(threadId, undefined, context.otherOwnerId)).toEqual([]);
    expect(await context.runner.stop(b)).toBe(false);

    // B is not told "busy" (nor "not found"): it gets its own thread and runs at once.
    const fromB = await context.runText(threadId, ["b"], { ownerId: context.otherOwnerId });
    expect([...textsOf(eventsOf(fromB)).values()]).toEqual(["b"]);
    expect(await context.runner.isRunning(a)).toBe(true);
    expect(await context.runner.getThread(b)).toMatchObject({ running: false, ownerId: context.otherOwnerId });

    const hangingB = await context.start(threadId, hangingAgent(), { ownerId: context.otherOwnerId });
    expect(await context.runner.stop(a)).toBe(true);
    const eventsA = await collectRunnerEvents(hanging);
    await context.waitUntilIdle(threadId);
    expect(await context.runner.isRunning(b)).toBe(true);
    expect(await context.runner.deleteThread(b)).toBe(true);
    await collectRunnerEvents(hangingB);
    await context.waitUntilIdle(threadId, 5_000, context.otherOwnerId);
    expect(await context.runner.getThread(a)).toMatchObject({ running: false });
    const replayA = await context.connect(threadId);
    expect(textsOf(eventsOf(replayA))).toEqual(textsOf(eventsOf(eventsA)));
    expect(replayA.at(-1)!.id).toBe(eventsA.at(-1)!.id);
  });

  it("watchers of one owner hear nothing of another owner's thread with the same id", async (test) => {
    const { runner } = context;
    if (!runner.watchThreads) test.skip("this runner has no watchThreads");
    const threadId = context.newThreadId();
    const heardByB: ThreadChange[] = [];
    const stop = runner.watchThreads!({ ownerId: context.otherOwnerId }, (change) => void heardByB.push(change));
    await context.runText(threadId, ["a"]);
    await runner.updateThread({ threadId, ownerId: context.ownerId, name: "A's" });
    await runner.deleteThread({ threadId, ownerId: context.ownerId });
    await context.runText(threadId, ["b"], { ownerId: context.otherOwnerId });
    await eventually(() => heardByB.some((change) => change.kind === "run-ended"));
    expect(heardByB.map(({ kind, ownerId }) => [kind, ownerId])).toEqual([
      ["run-started", context.otherOwnerId],
      ["run-ended", context.otherOwnerId],
    ]);
    stop();
  });

  it("a thread is bound to its agent: run and connect naming another agent do not find it", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["mine"]);
    const otherAgent = new ScriptedAgent({ script: (input) => textRunEvents(input) });
    const rejection = await context.start(threadId, otherAgent, { agentId: context.otherAgentId }).catch((error: unknown) => error);
    expect(ThreadNotFoundError.isInstance(rejection)).toBe(true);
    expect(otherAgent.inputs).toHaveLength(0);
    expect(await context.connect(threadId, undefined, context.ownerId, context.otherAgentId)).toEqual([]);
    expect(await context.connect(threadId, undefined, context.ownerId, context.agentId)).not.toEqual([]);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, agentId: context.otherAgentId })).toBe(false);
  });

  it("countThreads (optional) counts only the owner's threads, archived included", async (test) => {
    const { runner } = context;
    if (!runner.countThreads) test.skip("this runner has no countThreads");
    const owner = `counter-${crypto.randomUUID()}`;
    const other = `counter-${crypto.randomUUID()}`;
    const ids = [context.newThreadId(), context.newThreadId()];
    for (const threadId of ids) await context.runText(threadId, ["x"], { ownerId: owner });
    await context.runText(ids[0]!, ["y"], { ownerId: other });
    await runner.updateThread({ threadId: ids[1]!, ownerId: owner, archived: true });
    expect(await runner.countThreads!({ ownerId: owner })).toBe(2);
    expect(await runner.countThreads!({ ownerId: other })).toBe(1);
    await runner.deleteThread({ threadId: ids[0]!, ownerId: owner });
    expect(await runner.countThreads!({ ownerId: owner })).toBe(1);
  });
}
