import { EventType } from "@ag-ui/core";
import { expect, it } from "vitest";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import { hasIncreasingIds, textsOf, eventsOf, typesOf, type ConformanceContext } from "./conformance-context.js";

function hangingAgent(): ScriptedAgent {
  return new ScriptedAgent({
    script: (input) => textRunEvents({ ...input, deltas: ["partial"], openMessage: true }),
    end: "wait-for-abort",
  });
}

export function registerStopTests(context: ConformanceContext): void {
  it("stop from a separate call ends the run with closers and RUN_FINISHED; the thread takes a new run", async () => {
    const threadId = context.newThreadId();
    const stream = await context.start(threadId, hangingAgent(), { runId: "hanging-run" });
    const events = collectRunnerEvents(stream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, runId: "another-run" })).toBe(false);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, runId: "hanging-run" })).toBe(true);
    const stopped = await events;
    expect(typesOf(stopped).slice(-2)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_FINISHED]);
    expect(typesOf(stopped)).not.toContain(EventType.RUN_ERROR);
    expect(hasIncreasingIds(stopped)).toBe(true);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(false);

    await context.waitUntilIdle(threadId);
    const next = await context.runText(threadId, ["again"]);
    expect(next[next.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    const replay = await context.connect(threadId);
    expect(textsOf(eventsOf(replay)).get("hanging-run-reply")).toBe("partial");
  });

  it("stop closes open tool calls with a result", async () => {
    const threadId = context.newThreadId();
    const agent = new ScriptedAgent({
      script: ({ threadId: thread, runId }) => [
        { type: EventType.RUN_STARTED, threadId: thread, runId },
        { type: EventType.TOOL_CALL_START, toolCallId: "call-1", toolCallName: "search", parentMessageId: "m1" },
        { type: EventType.TOOL_CALL_ARGS, toolCallId: "call-1", delta: '{"q":' },
      ],
      end: "wait-for-abort",
    });
    const events = collectRunnerEvents(await context.start(threadId, agent));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    const stopped = await events;
    expect(typesOf(stopped).slice(-3)).toEqual([EventType.TOOL_CALL_END, EventType.TOOL_CALL_RESULT, EventType.RUN_FINISHED]);
  });

  it("a run stopped before the agent sent anything is still a valid run: RUN_STARTED, RUN_FINISHED", async () => {
    const threadId = context.newThreadId();
    const silent = new ScriptedAgent({ script: () => [], end: "wait-for-abort" });
    const events = collectRunnerEvents(await context.start(threadId, silent, { runId: "silent-run" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    const stopped = await events;
    expect(typesOf(stopped)).toEqual([EventType.RUN_STARTED, EventType.RUN_FINISHED]);
    expect(stopped[1]!.event).toMatchObject({ threadId, runId: "silent-run" });
    await context.waitUntilIdle(threadId);
    expect((await context.runText(threadId, ["after"])).at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
  });

  it("stop on an idle or unknown thread returns false", async () => {
    const threadId = context.newThreadId();
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(false);
    await context.runText(threadId, ["done"]);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(false);
  });

  it("a connect following the live run also ends with the stop's RUN_FINISHED", async () => {
    const threadId = context.newThreadId();
    const stream = await context.start(threadId, hangingAgent());
    const direct = collectRunnerEvents(stream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const followed = collectRunnerEvents(context.runner.connect({ threadId, ownerId: context.ownerId }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    const [directEvents, followedEvents] = await Promise.all([direct, followed]);
    expect(followedEvents[followedEvents.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    expect(followedEvents.map(({ id }) => id)).toEqual(directEvents.map(({ id }) => id));
  });
}
