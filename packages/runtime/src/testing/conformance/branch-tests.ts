import { EventType, type BaseEvent, type Message } from "@ag-ui/core";
import { BRANCH_FORWARDED_PROPS, reduceRunMessages, ThreadHistory } from "@wingman/shared/internal";
import { expect, it } from "vitest";
import { textRunEvents } from "../text-run-events.js";
import { eventsOf, typesOf, userMessage, type ConformanceContext } from "./conformance-context.js";

function assistant(id: string, content: string): Message {
  return { id, role: "assistant", content };
}

function historyOf(events: readonly BaseEvent[]): ThreadHistory {
  const history = new ThreadHistory();
  for (const event of events) history.apply(event);
  return history;
}

/** Branches: a run whose input leaves stored messages out forks the thread (docs/design/branches.md). */
export function registerBranchTests(context: ConformanceContext): void {
  const u1 = userMessage("u1", "Tell me a joke");

  it("regenerate: a run that drops the answer makes a new active branch; the old answer stays in the log", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["First"], { runId: "r1", messages: [u1] });
    const regenerated = await context.runText(threadId, ["Second"], { runId: "r2", messages: [u1] });
    // The forking run records the branch it continues right after RUN_STARTED.
    expect(typesOf(regenerated).slice(0, 2)).toEqual([EventType.RUN_STARTED, EventType.MESSAGES_SNAPSHOT]);
    expect(regenerated[1]!.event.messages).toEqual([u1]);

    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages).toEqual([u1, assistant("r2-reply", "Second")]);
    const replay = eventsOf(await context.connect(threadId));
    // A plain client replaying the log ends on the active branch.
    expect(reduceRunMessages([], replay)).toEqual(messages);
    const history = historyOf(replay);
    expect(history.tree.branchesOf("r2-reply")).toEqual({ index: 1, count: 2 });
    expect(history.tree.branchPath("r2-reply", 0)).toEqual([u1, assistant("r1-reply", "First")]);
    expect(history.tree.branchesOf("u1")).toEqual({ index: 0, count: 1 });
  });

  it("edit: a run with the user message replaced branches at that message; continuing a branch appends", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["One"], { runId: "r1", messages: [u1] });
    const edited = userMessage("u1-edit", "Tell me a pun");
    // Sharing no message with the thread, the edit of the first message says it starts a branch.
    await context.runText(threadId, ["Two"], { runId: "r2", messages: [edited], forwardedProps: BRANCH_FORWARDED_PROPS });
    const u2 = userMessage("u2", "Another");
    const continued = await context.runText(threadId, ["Three"], {
      runId: "r3",
      messages: [edited, assistant("r2-reply", "Two"), u2],
    });
    expect(typesOf(continued)).not.toContain(EventType.MESSAGES_SNAPSHOT);

    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages?.map(({ id }) => id)).toEqual(["u1-edit", "r2-reply", "u2", "r3-reply"]);
    const history = historyOf(eventsOf(await context.connect(threadId)));
    expect(history.tree.siblingsOf("u1-edit")).toEqual(["u1", "u1-edit"]);
    expect(history.tree.branchPath("u1-edit", 0)?.map(({ id }) => id)).toEqual(["u1", "r1-reply"]);
    expect(history.tree.branchPath("u1", 1)?.map(({ id }) => id)).toEqual(["u1-edit", "r2-reply", "u2", "r3-reply"]);
  });

  it("switching back to an earlier branch is a run whose input is that branch; the replay ends on it", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["First"], { runId: "r1", messages: [u1] });
    await context.runText(threadId, ["Second"], { runId: "r2", messages: [u1] });
    const first = [u1, assistant("r1-reply", "First")];
    await context.runToEnd(
      threadId,
      { script: ({ threadId: id, runId }) => [{ type: EventType.RUN_STARTED, threadId: id, runId }, { type: EventType.RUN_FINISHED, threadId: id, runId }] },
      { runId: "switch", messages: first },
    );
    expect(await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId })).toEqual(first);
    const history = historyOf(eventsOf(await context.connect(threadId)));
    expect(history.tree.active).toEqual(first);
    expect(history.tree.branchesOf("r1-reply")).toEqual({ index: 0, count: 2 });
  });

  it("a client sending only the new turn continues the thread", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["One"], { runId: "r1", messages: [u1] });
    const next = await context.runText(threadId, ["Two"], { runId: "r2", messages: [userMessage("u2", "And?")] });
    expect(typesOf(next)).not.toContain(EventType.MESSAGES_SNAPSHOT);
    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages?.map(({ id }) => id)).toEqual(["u1", "r1-reply", "u2", "r2-reply"]);
  });

  it("activity and reasoning messages the client does not send back never fork the thread", async () => {
    const threadId = context.newThreadId();
    await context.runToEnd(
      threadId,
      {
        script: ({ threadId: id, runId }) => [
          { type: EventType.RUN_STARTED, threadId: id, runId },
          { type: EventType.ACTIVITY_SNAPSHOT, messageId: "plan", activityType: "plan", content: { step: 1 } },
          ...textRunEvents({ threadId: id, runId }).slice(1),
        ],
      },
      { runId: "r1", messages: [u1] },
    );
    const next = await context.runText(threadId, ["Again"], {
      runId: "r2",
      messages: [u1, assistant("r1-reply", "Hello, world"), userMessage("u2", "More")],
    });
    expect(typesOf(next)).not.toContain(EventType.MESSAGES_SNAPSHOT);
    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages?.map(({ id }) => id)).toEqual(["u1", "plan", "r1-reply", "u2", "r2-reply"]);
  });

  it("a stopped and a failed run leave their status on the message they ended with, from the stored log", async () => {
    const threadId = context.newThreadId();
    await context.runToEnd(
      threadId,
      {
        script: ({ threadId: id, runId }) => [
          ...textRunEvents({ threadId: id, runId, deltas: ["Half"] }).slice(0, -1),
          { type: EventType.RUN_FINISHED, threadId: id, runId, outcome: { type: "cancelled" } },
        ],
      },
      { runId: "r1", messages: [u1] },
    );
    const u2 = userMessage("u2", "Go on");
    await context.runToEnd(
      threadId,
      { script: ({ threadId: id, runId }) => [{ type: EventType.RUN_STARTED, threadId: id, runId }], end: new Error("model down") },
      { runId: "r2", messages: [u1, assistant("r1-reply", "Half"), u2] },
    );
    const history = historyOf(eventsOf(await context.connect(threadId)));
    expect(history.statuses.get("r1-reply")).toMatchObject({ status: "stopped", runId: "r1" });
    expect(history.statuses.get("u2")).toMatchObject({ status: "failed", runId: "r2" });
    expect(history.statuses.get("u2")?.message).toContain("model down");
  });
}
