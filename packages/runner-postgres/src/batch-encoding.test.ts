import { EventType, type BaseEvent } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { numberedDeltas, textRunEvents } from "@wingman/runtime/testing";
import { describe, expect, it } from "vitest";
import { decodeBatch, encodeBatch } from "./batch-encoding.js";

const numbered = (events: readonly BaseEvent[], first = 1): RunnerEvent[] => events.map((event, index) => ({ id: first + index, event }));

describe("encodeBatch / decodeBatch", () => {
  it("gives back the very same events, with a token stream ten times smaller than its JSON", () => {
    const events = numbered(textRunEvents({ threadId: "t", runId: "r", deltas: numberedDeltas(1_000) }), 41);
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
    const events: RunnerEvent[] = [
      { id: 3, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "x" } },
      { id: 5, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "y" } },
    ];
    expect(encodeBatch(events)).toBe(JSON.stringify(events));
    expect(decodeBatch(encodeBatch(events))).toEqual(events);
  });
});
