import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { decodeBatch, encodeBatch } from "./event-batch-encoding.js";
import type { SequencedEvent } from "./sequenced-event.js";

const numbered = (events: readonly BaseEvent[], first = 1): SequencedEvent[] => events.map((event, index) => ({ id: first + index, event }));

/** A run streaming one message of `count` numbered deltas. */
function textRunEvents(count: number): BaseEvent[] {
  const deltas = Array.from({ length: count }, (_, index): BaseEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: `${index} ` }) as BaseEvent);
  return [
    { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent,
    { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent,
    ...deltas,
    { type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent,
    { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent,
  ];
}

describe("encodeBatch / decodeBatch", () => {
  it("gives back the very same events, with a token stream ten times smaller than its JSON", () => {
    const events = numbered(textRunEvents(1_000), 41);
    const encoded = encodeBatch(events);
    expect(decodeBatch(encoded)).toEqual(events);
    expect(JSON.stringify(decodeBatch(encoded))).toBe(JSON.stringify(events));
    expect(encoded.length * 8).toBeLessThan(JSON.stringify(events).length);
  });

  it("keeps whole what is not a plain delta, and splits streams where they change", () => {
    const events = numbered([
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "x" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "b", delta: "y" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "b", delta: "{" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "z", timestamp: 5 },
      { type: EventType.TEXT_MESSAGE_CONTENT, delta: "key order differs", messageId: "a" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: 7 } as unknown as BaseEvent,
      { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/a", value: 1 }] },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "" },
    ]);
    expect(JSON.stringify(decodeBatch(encodeBatch(events)))).toBe(JSON.stringify(events));
  });

  it("stores events whose ids do not follow one another as they are", () => {
    const events: SequencedEvent[] = [
      { id: 3, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "x" } },
      { id: 5, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "y" } },
    ];
    expect(encodeBatch(events)).toBe(JSON.stringify(events));
    expect(decodeBatch(encodeBatch(events))).toEqual(events);
  });
});
