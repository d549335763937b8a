import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { compactRunEvents } from "./compact-run-events.js";
import { decodeCompactedRun } from "./decode-compacted-run.js";
import { encodeCompactedRun } from "./encode-compacted-run.js";
import { eventsAfter } from "../run-events/events-after.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

function run(firstId: number): SequencedEvent[] {
  const events: BaseEvent[] = [
    { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
    { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "Hé" },
    { type: EventType.TOOL_CALL_START, toolCallId: "c", toolCallName: "f", parentMessageId: "m" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "llo " },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: "c", delta: '{"a":' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "wörld" },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: "c", delta: "1}" },
    { type: EventType.TEXT_MESSAGE_END, messageId: "m" },
    { type: EventType.TOOL_CALL_END, toolCallId: "c" },
    { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
  ];
  return events.map((event, index) => ({ id: firstId + index, event }));
}

describe("encodeCompactedRun / decodeCompactedRun", () => {
  it("round-trips a compacted run: every eventsAfter answer is the same", () => {
    const events = run(41);
    const compacted = compactRunEvents(events);
    const encoded = encodeCompactedRun(compacted, 41);
    expect(encoded).toMatchObject({ firstId: 41, lastId: 51 });
    const decoded = decodeCompactedRun(encoded.events, encoded.boundaries);
    expect(decoded.events).toEqual(compacted.events);
    expect(decoded.boundaries).toEqual(compacted.boundaries);
    for (let after = 39; after <= 52; after++) expect(eventsAfter(decoded, after)).toEqual(eventsAfter(compacted, after));
    expect(eventsAfter(decoded)).toEqual(eventsAfter(compacted));
  });

  it("has no boundaries when nothing was merged, and replays whole without them", () => {
    const single: SequencedEvent[] = [
      { id: 1, event: { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } },
      { id: 2, event: { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } },
    ];
    const encoded = encodeCompactedRun(compactRunEvents(single), 1);
    expect(encoded.boundaries).toBeNull();
    expect(decodeCompactedRun(encoded.events).events).toEqual(single);
    const merged = encodeCompactedRun(compactRunEvents(run(1)), 1);
    expect(eventsAfter(decodeCompactedRun(merged.events))).toEqual(eventsAfter(compactRunEvents(run(1))));
  });

  it("takes firstId from a merged delta that starts the run", () => {
    const deltas: SequencedEvent[] = [
      { id: 7, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "a" } },
      { id: 8, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "b" } },
    ];
    const encoded = encodeCompactedRun(compactRunEvents(deltas), 7);
    expect(encoded).toMatchObject({ firstId: 7, lastId: 8 });
    expect(eventsAfter(decodeCompactedRun(encoded.events, encoded.boundaries), 7)).toEqual([
      { id: 8, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "b" } },
    ]);
  });
});
