import { EventType } from "@ag-ui/core";
import { expect, it } from "vitest";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import { hasIncreasingIds, textsOf, eventsOf, typesOf, type ConformanceContext } from "./conformance-context.js";
import { eventually } from "./eventually.js";
import { watchStream } from "./watch-stream.js";

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
    const watched = watchStream(stream);
    await eventually(() => typesOf(watched.events).includes(EventType.TEXT_MESSAGE_CONTENT), 5_000, "The agent's text");
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, runId: "another-run" })).toBe(false);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, runId: "hanging-run" })).toBe(true);
    const stopped = await watched.done;
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
    const watched = watchStream(await context.start(threadId, agent));
    await eventually(() => typesOf(watched.events).includes(EventType.TOOL_CALL_ARGS), 5_000, "The agent's tool call");
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    const stopped = await watched.done;
    expect(typesOf(stopped).slice(-3)).toEqual([EventType.TOOL_CALL_END, EventType.TOOL_CALL_RESULT, EventType.RUN_FINISHED]);
  });

  it("a run stopped before the agent sent anything is still a valid run: RUN_STARTED, RUN_FINISHED", async () => {
    const threadId = context.newThreadId();
    const silent = new ScriptedAgent({ script: () => [], end: "wait-for-abort" });
    const events = collectRunnerEvents(await context.start(threadId, silent, { runId: "silent-run" }));
    await eventually(() => silent.inputs.length === 1, 5_000, "The agent's start");
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
    const direct = watchStream(stream);
    await eventually(() => typesOf(direct.events).includes(EventType.TEXT_MESSAGE_CONTENT), 5_000, "The agent's text");
    const followed = watchStream(context.runner.connect({ threadId, ownerId: context.ownerId }));
    await eventually(() => typesOf(followed.events).includes(EventType.TEXT_MESSAGE_CONTENT), 5_000, "The followed text");
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    const [directEvents, followedEvents] = await Promise.all([direct.done, followed.done]);
    expect(followedEvents[followedEvents.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    expect(followedEvents.map(({ id }) => id)).toEqual(directEvents.map(({ id }) => id));
  });
}
