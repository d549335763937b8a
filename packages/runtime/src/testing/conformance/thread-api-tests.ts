import { EventType } from "@ag-ui/core";
import { expect, it } from "vitest";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import { userMessage, type ConformanceContext } from "./conformance-context.js";

export function registerThreadApiTests(context: ConformanceContext): void {
  it("lists the owner's threads newest run first, paged by cursor, filtered by agent", async () => {
    const owner = `lister-${crypto.randomUUID()}`;
    const ids = [context.newThreadId(), context.newThreadId(), context.newThreadId()];
    for (const threadId of ids) await context.runText(threadId, ["x"], { ownerId: owner });
    const elsewhere = context.newThreadId();
    await context.runText(elsewhere, ["y"], { ownerId: owner, agentId: context.otherAgentId });
    await context.runText(ids[0]!, ["again"], { ownerId: owner });

    const all = await context.runner.listThreads({ ownerId: owner });
    expect(all.threads.map(({ id }) => id)).toEqual([ids[0], elsewhere, ids[2], ids[1]]);
    expect(all.nextCursor).toBeNull();

    const first = await context.runner.listThreads({ ownerId: owner, agentId: context.agentId, limit: 2 });
    expect(first.threads.map(({ id }) => id)).toEqual([ids[0], ids[2]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await context.runner.listThreads({
      ownerId: owner,
      agentId: context.agentId,
      limit: 2,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second.threads.map(({ id }) => id)).toEqual([ids[1]]);
    expect(second.nextCursor).toBeNull();

    const info = all.threads[0]!;
    expect(info).toMatchObject({ ownerId: owner, agentId: context.agentId, archived: false, running: false, name: null });
    expect(Number.isNaN(Date.parse(info.createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(info.updatedAt))).toBe(false);
    expect(info.lastRunAt).not.toBeNull();
  });

  it("renames and archives; archived threads are listed only when asked", async () => {
    const owner = `archiver-${crypto.randomUUID()}`;
    const threadId = context.newThreadId();
    await context.runText(threadId, ["x"], { ownerId: owner });
    const scope = { threadId, ownerId: owner };

    expect(await context.runner.updateThread({ ...scope, name: "Trip plans" })).toMatchObject({ id: threadId, name: "Trip plans" });
    expect(await context.runner.getThread(scope)).toMatchObject({ name: "Trip plans", archived: false });
    expect(await context.runner.updateThread({ ...scope, archived: true })).toMatchObject({ name: "Trip plans", archived: true });
    expect((await context.runner.listThreads({ ownerId: owner })).threads).toEqual([]);
    const withArchived = await context.runner.listThreads({ ownerId: owner, includeArchived: true });
    expect(withArchived.threads.map(({ id }) => id)).toEqual([threadId]);
    await context.runner.updateThread({ ...scope, archived: false, name: null });
    expect(await context.runner.getThread(scope)).toMatchObject({ name: null, archived: false });
    expect(await context.runner.updateThread({ threadId: context.newThreadId(), ownerId: owner, name: "x" })).toBeUndefined();
  });

  it("deletes a thread and its log; a live run is stopped first", async () => {
    const threadId = context.newThreadId();
    const scope = { threadId, ownerId: context.ownerId };
    await context.runText(threadId, ["x"]);
    const hanging = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const stream = await context.start(threadId, hanging);
    const events = collectRunnerEvents(stream);
    expect(await context.runner.deleteThread(scope)).toBe(true);
    const stopped = await events;
    expect(stopped[stopped.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    expect(await context.runner.getThread(scope)).toBeUndefined();
    expect(await context.runner.getThreadMessages(scope)).toBeUndefined();
    expect(await context.connect(threadId)).toEqual([]);
    expect(await context.runner.isRunning(scope)).toBe(false);
    expect(await context.runner.deleteThread(scope)).toBe(false);
    expect(await context.runner.deleteThread({ threadId: context.newThreadId(), ownerId: context.ownerId })).toBe(false);
  });

  it("serves the messages and state of the latest stored run", async () => {
    const threadId = context.newThreadId();
    const scope = { threadId, ownerId: context.ownerId };
    expect(await context.runner.getThreadMessages(scope)).toBeUndefined();
    expect(await context.runner.getThreadState(scope)).toBeUndefined();
    await context.runToEnd(
      threadId,
      {
        script: ({ threadId: thread, runId }) => [
          { type: EventType.RUN_STARTED, threadId: thread, runId },
          { type: EventType.STATE_SNAPSHOT, snapshot: { count: 1, items: [] } },
          { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 2 }] },
          { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/items/-", value: "a" }] },
          { type: EventType.TEXT_MESSAGE_START, messageId: "reply", role: "assistant" },
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "reply", delta: "Done" },
          { type: EventType.TEXT_MESSAGE_END, messageId: "reply" },
          { type: EventType.TOOL_CALL_START, toolCallId: "call-1", toolCallName: "lookup", parentMessageId: "reply" },
          { type: EventType.TOOL_CALL_ARGS, toolCallId: "call-1", delta: '{"q":' },
          { type: EventType.TOOL_CALL_ARGS, toolCallId: "call-1", delta: '"x"}' },
          { type: EventType.TOOL_CALL_END, toolCallId: "call-1" },
          { type: EventType.TOOL_CALL_RESULT, toolCallId: "call-1", messageId: "result-1", role: "tool", content: "42" },
          { type: EventType.RUN_FINISHED, threadId: thread, runId },
        ],
      },
      { messages: [userMessage("question", "count?")] },
    );
    expect(await context.runner.getThreadState(scope)).toEqual({ count: 2, items: ["a"] });
    expect(await context.runner.getThreadMessages(scope)).toEqual([
      { id: "question", role: "user", content: "count?" },
      {
        id: "reply",
        role: "assistant",
        content: "Done",
        toolCalls: [{ id: "call-1", type: "function", function: { name: "lookup", arguments: '{"q":"x"}' } }],
      },
      { id: "result-1", role: "tool", toolCallId: "call-1", content: "42" },
    ]);
    const replayState = (await context.connect(threadId)).filter(({ event }) => event.type.startsWith("STATE_"));
    expect(replayState.map(({ event }) => event)).toEqual([{ type: EventType.STATE_SNAPSHOT, snapshot: { count: 2, items: ["a"] } }]);
  });
}
