import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { OpenSpans } from "./open-spans.js";

const close = { stopRequested: true, message: "stopped" } as const;

function openAfter(events: readonly BaseEvent[]): BaseEvent[] {
  const spans = new OpenSpans();
  for (const event of events) spans.track(event);
  return spans.closers(close);
}

describe("OpenSpans keys", () => {
  it("keeps steps of one name apart per subagent, however their names and subagent ids are spelled", () => {
    // Pairs a naive "owner|name" key would confuse: ("a|b", "c") and ("a", "b|c").
    const steps = [
      { type: EventType.STEP_STARTED, stepName: "c", subagentRunId: "a|b" },
      { type: EventType.STEP_STARTED, stepName: "b|c", subagentRunId: "a" },
      { type: EventType.STEP_STARTED, stepName: "c" },
    ] as BaseEvent[];
    expect(openAfter(steps)).toHaveLength(3);
    // Finishing one leaves the other two open.
    const finished = openAfter([...steps, { type: EventType.STEP_FINISHED, stepName: "b|c", subagentRunId: "a" } as BaseEvent]);
    expect(finished).toEqual([
      { type: EventType.STEP_FINISHED, stepName: "c" },
      { type: EventType.STEP_FINISHED, stepName: "c", subagentRunId: "a|b" },
    ]);
  });

  it("does not close a span named by a string with an id of another type", () => {
    const started = [{ type: EventType.TOOL_CALL_START, toolCallId: "1", toolCallName: "f" }] as BaseEvent[];
    const numeric = { type: EventType.TOOL_CALL_RESULT, toolCallId: 1, messageId: "r", content: "x" } as unknown as BaseEvent;
    expect(openAfter([...started, numeric]).map((event) => event.type)).toEqual([EventType.TOOL_CALL_END, EventType.TOOL_CALL_RESULT]);
    const answered = { type: EventType.TOOL_CALL_RESULT, toolCallId: "1", messageId: "r", content: "x" } as BaseEvent;
    expect(openAfter([...started, answered])).toEqual([]);
  });

  it("keys text messages and tool calls by id alone, whatever subagent their closer names", () => {
    const events = [
      { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant", subagentRunId: "s" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "m" },
    ] as BaseEvent[];
    expect(openAfter(events)).toEqual([]);
  });
});
