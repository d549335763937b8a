import { EventType } from "@ag-ui/core";
import { expect, it, type TestContext } from "vitest";
import type { ThreadChange } from "../../runner/agent-runner.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import type { ConformanceContext } from "./conformance-context.js";
import { eventually } from "./eventually.js";


/** `watchThreads` is optional: these tests only run for runners that have it. */
export function registerWatchTests(context: ConformanceContext): void {
  const watch = (test: TestContext, ownerId: string, agentId?: string): { changes: ThreadChange[]; stop: () => void } => {
    const { runner } = context;
    if (!runner.watchThreads) test.skip("this runner has no watchThreads");
    const changes: ThreadChange[] = [];
    const stop = runner.watchThreads!({ ownerId, ...(agentId !== undefined && { agentId }) }, (change) => void changes.push(change));
    return { changes, stop };
  };

  it("tells the owner's watchers when a run starts (connectable at once) and ends, and nobody else", async (test) => {
    const threadId = context.newThreadId();
    const mine = watch(test, context.ownerId);
    const theirs = watch(test, context.otherOwnerId);
    const followed: Promise<string[]>[] = [];
    const { runner } = context;
    const stopFollowing = runner.watchThreads!({ ownerId: context.ownerId }, (change) => {
      if (change.kind === "run-started" && change.threadId === threadId) {
        followed.push(collectRunnerEvents(runner.connect({ threadId, ownerId: context.ownerId })).then((events) => events.map(({ event }) => event.type)));
      }
    });
    await context.runText(threadId, ["a", "b"]);
    await eventually(() => mine.changes.some((change) => change.threadId === threadId && change.kind === "run-ended"));
    const kinds = mine.changes.filter((change) => change.threadId === threadId).map((change) => change.kind);
    expect(kinds).toEqual(["run-started", "run-ended"]);
    const started = mine.changes.find((change) => change.kind === "run-started")!;
    expect(started).toMatchObject({ threadId, ownerId: context.ownerId, agentId: context.agentId, thread: { id: threadId } });
    expect(mine.changes.find((change) => change.kind === "run-ended")?.thread?.running).toBe(false);
    await eventually(() => followed.length === 1);
    expect((await followed[0]!).at(-1)).toBe(EventType.RUN_FINISHED);
    expect(theirs.changes.filter((change) => change.threadId === threadId)).toEqual([]);
    mine.stop();
    theirs.stop();
    stopFollowing();
  });

  it("tells watchers about renames, archiving and deletion; unwatching stops it", async (test) => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["a"]);
    const { changes, stop } = watch(test, context.ownerId);
    await context.runner.updateThread({ threadId, ownerId: context.ownerId, name: "Renamed" });
    await eventually(() => changes.some((change) => change.kind === "updated"));
    expect(changes.find((change) => change.kind === "updated")?.thread?.name).toBe("Renamed");
    await context.runner.deleteThread({ threadId, ownerId: context.ownerId });
    await eventually(() => changes.some((change) => change.kind === "deleted"));
    expect(changes.find((change) => change.kind === "deleted")).toMatchObject({ threadId, ownerId: context.ownerId });
    // A watcher still subscribed: once it heard the next run end, a stopped one would have too.
    const control = watch(test, context.ownerId);
    stop();
    const count = changes.length;
    const nextThreadId = context.newThreadId();
    await context.runText(nextThreadId, ["b"]);
    await eventually(() => control.changes.some((change) => change.threadId === nextThreadId && change.kind === "run-ended"));
    control.stop();
    expect(changes).toHaveLength(count);
  });

  it("filters by agent when the watcher names one", async (test) => {
    const threadId = context.newThreadId();
    const other = watch(test, context.ownerId, context.otherAgentId);
    const mine = watch(test, context.ownerId, context.agentId);
    await context.runText(threadId, ["a"]);
    // Both watch the same owner: a change that reached one has reached the other by now.
    await eventually(() => mine.changes.some((change) => change.kind === "run-ended"));
    expect(other.changes.filter((change) => change.threadId === threadId)).toEqual([]);
    other.stop();
    mine.stop();
  });
}
