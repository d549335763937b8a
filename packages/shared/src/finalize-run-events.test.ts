import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { finalizeRunEvents } from "./finalize-run-events.js";

const started: BaseEvent = { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" };

describe("finalizeRunEvents", () => {
  it("adds nothing after an existing terminal", () => {
    const events: BaseEvent[] = [
      started,
      { type: EventType.TEXT_MESSAGE_START, messageId: "m1" },
      { type: EventType.RUN_ERROR, message: "boom" },
    ];
    expect(finalizeRunEvents(events, { stopRequested: true })).toEqual([]);
    expect(finalizeRunEvents([started, { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" }], { stopRequested: false })).toEqual([]);
  });

  it("on stop closes open messages and tool calls, then RUN_FINISHED with a cancelled outcome", () => {
    const events: BaseEvent[] = [
      started,
      { type: EventType.TEXT_MESSAGE_START, messageId: "m1" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "m2" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "m2" },
      { type: EventType.REASONING_MESSAGE_START, messageId: "r1", role: "reasoning" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "search" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c2", toolCallName: "search" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c2" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c3", toolCallName: "search" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c3" },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c3", messageId: "c3-r", content: "ok" },
    ];
    const stopped = JSON.stringify({ status: "stopped", reason: "stop_requested", message: "Run stopped by user" });
    expect(finalizeRunEvents(events, { stopRequested: true })).toEqual([
      { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
      { type: EventType.REASONING_MESSAGE_END, messageId: "r1" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c1" },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c1", messageId: "c1-result", role: "tool", content: stopped },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c2", messageId: "c2-result", role: "tool", content: stopped },
      { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1", outcome: { type: "cancelled" } },
    ]);
  });

  it("on an abrupt end adds RUN_ERROR INCOMPLETE_STREAM with the interruption text", () => {
    const events: BaseEvent[] = [started, { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "x" }];
    const additions = finalizeRunEvents(events, { stopRequested: false, interruptionMessage: "model exploded" });
    expect(additions[additions.length - 1]).toEqual({ type: EventType.RUN_ERROR, message: "model exploded", code: "INCOMPLETE_STREAM" });
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

  it("does not modify its input", () => {
    const events: BaseEvent[] = [started, { type: EventType.TEXT_MESSAGE_START, messageId: "m1" }];
    finalizeRunEvents(events, { stopRequested: true });
    expect(events).toHaveLength(2);
  });
});
