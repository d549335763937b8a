import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { everySpanRun, started, verdict } from "./__fixtures__/every-span-run.js";
import { finalizeRunEvents } from "./finalize-run-events.js";
import { isTerminalEventType } from "./is-terminal-event-type.js";

describe("finalizeRunEvents", () => {
  const run = everySpanRun();

  it("the table's run is valid as written, and invalid when cut before its terminal", async () => {
    expect(await verdict(run)).toBe("ok");
    expect(await verdict([...run.slice(0, 5), { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" }])).toMatch(/still active/);
  });

  it("after a stop at every prefix, the run verifies and ends with RUN_FINISHED (cancelled)", async () => {
    for (let length = 0; length < run.length; length++) {
      const prefix = run.slice(0, length);
      const closers = finalizeRunEvents([...prefix], { stopRequested: true, threadId: "t1", runId: "r1" });
      expect({ length, verdict: await verdict([...prefix, ...closers]) }).toEqual({ length, verdict: "ok" });
      expect(closers.at(-1)).toEqual({ type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1", outcome: { type: "cancelled" } });
      expect(closers.filter((event) => event.type === EventType.RUN_ERROR)).toEqual([]);
    }
  });

  it("after an error at every prefix, every span is closed before RUN_ERROR", async () => {
    for (let length = 1; length < run.length; length++) {
      const prefix = run.slice(0, length);
      const closers = finalizeRunEvents([...prefix], { stopRequested: false, interruptionMessage: "boom" });
      expect(closers.at(-1)).toEqual({ type: EventType.RUN_ERROR, message: "boom", code: "INCOMPLETE_STREAM" });
      // RUN_ERROR is accepted with spans open; RUN_FINISHED is not: put in its place, it must verify too.
      const closed = [...prefix, ...closers.slice(0, -1), { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" }];
      expect({ length, verdict: await verdict(closed) }).toEqual({ length, verdict: "ok" });
    }
  });

  it("closes in CopilotKit's order (messages, tool calls, their results, then steps and subagents), each closer attributed as its opener", () => {
    const prefix = run.slice(0, run.findIndex((event) => event.type === EventType.REASONING_MESSAGE_CONTENT && event.messageId === "think-2") + 1);
    const stopped = JSON.stringify({ status: "stopped", reason: "stop_requested", message: "Run stopped by user" });
    expect(finalizeRunEvents(prefix, { stopRequested: true })).toEqual([
      // Innermost first within each group: a reasoning message ends before its reasoning.
      { type: EventType.REASONING_MESSAGE_END, messageId: "think-2" },
      { type: EventType.REASONING_END, messageId: "think-2" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "sm", subagentRunId: "sub-inner" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c3", subagentRunId: "sub" },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c3", messageId: "c3-result", role: "tool", content: stopped, subagentRunId: "sub" },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c2", messageId: "c2-result", role: "tool", content: stopped },
      { type: EventType.SUBAGENT_ERROR, subagentRunId: "sub-inner", message: "Run stopped by user", code: "CANCELLED" },
      { type: EventType.STEP_FINISHED, stepName: "plan", subagentRunId: "sub" },
      { type: EventType.SUBAGENT_ERROR, subagentRunId: "sub", message: "Run stopped by user", code: "CANCELLED" },
      { type: EventType.STEP_FINISHED, stepName: "plan" },
      { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1", outcome: { type: "cancelled" } },
    ]);
  });

  it("ends an open text message before the tool call it parents, as CopilotKit's finalizeRunEvents", () => {
    const events: BaseEvent[] = [
      started,
      { type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "x", parentMessageId: "m1" },
    ];
    expect(finalizeRunEvents(events).map((event) => event.type)).toEqual([
      EventType.TEXT_MESSAGE_END,
      EventType.TOOL_CALL_END,
      EventType.TOOL_CALL_RESULT,
      EventType.RUN_ERROR,
    ]);
  });

  it("adds nothing after an existing terminal", () => {
    const events: BaseEvent[] = [started, { type: EventType.TEXT_MESSAGE_START, messageId: "m1" }, { type: EventType.RUN_ERROR, message: "boom" }];
    expect(finalizeRunEvents(events, { stopRequested: true })).toEqual([]);
    expect(finalizeRunEvents([started, { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" }], { stopRequested: false })).toEqual([]);
  });

  it("answers a run that ends with its terminal without reading the events before it", () => {
    const unread = (): BaseEvent => {
      throw new Error("read an event before the terminal");
    };
    const events: BaseEvent[] = [];
    for (let index = 0; index < 3; index++) Object.defineProperty(events, index, { get: unread, enumerable: true });
    events.push({ type: EventType.RUN_ERROR, message: "boom" } as BaseEvent);
    expect(finalizeRunEvents(events, { stopRequested: true })).toEqual([]);
    expect(isTerminalEventType(EventType.RUN_FINISHED)).toBe(true);
    expect(isTerminalEventType(EventType.TEXT_MESSAGE_END)).toBe(false);
  });

  it("on an abrupt end gives unanswered tool calls an error result with the interruption text", () => {
    const events: BaseEvent[] = [started, { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "x" }];
    const additions = finalizeRunEvents(events, { stopRequested: false, interruptionMessage: "model exploded" });
    expect(additions.map((event) => event.type)).toEqual([EventType.TOOL_CALL_END, EventType.TOOL_CALL_RESULT, EventType.RUN_ERROR]);
    expect(JSON.parse(String(additions[1]!.content))).toEqual({ status: "error", reason: "missing_terminal_event", message: "model exploded" });
  });

  it("uses the default texts when no interruption is given, and never the stop text for an error", () => {
    expect(finalizeRunEvents([], { stopRequested: false })).toEqual([
      { type: EventType.RUN_ERROR, message: "Run ended without emitting a terminal event", code: "INCOMPLETE_STREAM" },
    ]);
    expect(finalizeRunEvents([], { stopRequested: false, interruptionMessage: "Run stopped by user" })[0]).toMatchObject({
      message: "Run ended without emitting a terminal event",
    });
  });

  it("opens an empty stopped run with RUN_STARTED, using the given ids", () => {
    expect(finalizeRunEvents([], { stopRequested: true, threadId: "t9", runId: "r9" })).toEqual([
      { type: EventType.RUN_STARTED, threadId: "t9", runId: "r9" },
      { type: EventType.RUN_FINISHED, threadId: "t9", runId: "r9", outcome: { type: "cancelled" } },
    ]);
  });

  it("appends the closers to the array it is given and returns them, as CopilotKit's", () => {
    const events: BaseEvent[] = [started, { type: EventType.TEXT_MESSAGE_START, messageId: "m1" }];
    const closers = finalizeRunEvents(events, { stopRequested: true });
    expect(closers.map((event) => event.type)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_FINISHED]);
    expect(events.slice(2)).toEqual(closers);
    // Nothing to close: nothing appended.
    expect(finalizeRunEvents(events, { stopRequested: true })).toEqual([]);
    expect(events).toHaveLength(4);
  });
});
