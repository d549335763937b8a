import { describe, expect, it } from "vitest";
import { scriptedRun } from "../../test/fixtures/test-events.js";
import { EventLog } from "./event-log.js";
import { groupTimeline } from "./group-timeline.js";
import type { InspectedEvent } from "./recorded-event.js";

const record = (events: InspectedEvent[]) => {
  const log = new EventLog();
  for (const event of events) log.record({ agentId: "a", threadId: "t", event });
  return log.events();
};

const describeEntries = (events: InspectedEvent[]) =>
  groupTimeline(record(events)).map((entry) => (entry.kind === "deltas" ? `${entry.type}:${entry.id}:${entry.text}:${entry.events.length}` : entry.event.type));

describe("groupTimeline", () => {
  it("folds a message's text deltas into one row where the first delta was", () => {
    expect(describeEntries(scriptedRun("r"))).toEqual([
      "RUN_STARTED",
      "STATE_SNAPSHOT",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT:r-m:Hello, world:2",
      "STATE_DELTA",
      "STATE_DELTA",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
  });

  it("keeps interleaved messages and tool calls apart", () => {
    expect(
      describeEntries([
        { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "a" },
        { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"x"' },
        { type: "TEXT_MESSAGE_CONTENT", messageId: "m2", delta: "b" },
        { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "c" },
        { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: ":1}" },
      ]),
    ).toEqual(["TEXT_MESSAGE_CONTENT:m1:ac:2", 'TOOL_CALL_ARGS:c1:{"x":1}:2', "TEXT_MESSAGE_CONTENT:m2:b:1"]);
  });

  it("adds up sizes and spans of a group", () => {
    const events = record(scriptedRun("r"));
    const group = groupTimeline(events).find((entry) => entry.kind === "deltas");
    const deltas = events.filter((event) => event.type === "TEXT_MESSAGE_CONTENT");
    expect(group).toMatchObject({ size: deltas[0]!.size + deltas[1]!.size, firstAt: deltas[0]!.receivedAt, lastAt: deltas[1]!.receivedAt });
  });
});
