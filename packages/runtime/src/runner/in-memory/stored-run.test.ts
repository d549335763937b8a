import { EventType, type BaseEvent } from "@ag-ui/core";
import { compactRunEvents, eventsAfter, reduceRunMessages } from "@wingman/shared/internal";
import { describe, expect, it } from "vitest";
import { EncodedRunnerEvent } from "../encoded-runner-event.js";
import { reduceStoredRunMessages, replayStoredRun, storeRun } from "./stored-run.js";

const run: BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent,
  { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent,
  // Line breaks inside the text: the stored run keeps one event a line, so they must stay escaped.
  ...["one\n", "two\r\n", "\u2028three"].map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta }) as BaseEvent),
  { type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent,
  { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent,
];
const sequenced = run.map((event, index) => ({ id: index + 11, event }));
const compacted = compactRunEvents(sequenced);
const stored = storeRun("r", compacted, { firstId: 11, lastEventId: 17 }, undefined);

describe("storeRun", () => {
  it("replays the compacted run, encoded, with its ids and types", () => {
    const replay = replayStoredRun(stored, undefined);
    expect(replay.every((entry) => entry instanceof EncodedRunnerEvent)).toBe(true);
    expect(replay.map(({ id, event }) => ({ id, event }))).toEqual(compacted.events.map(({ id, event }) => ({ id, event })));
    expect(replay.map((entry) => (entry as EncodedRunnerEvent).type)).toEqual(compacted.events.map(({ event }) => event.type));
  });

  it("resumes inside a merged delta as the compacted run does", () => {
    for (let after = 10; after <= 17; after++) {
      const expected = after < 11 ? compacted.events : eventsAfter(compacted, after);
      expect(replayStoredRun(stored, after).map(({ id, event }) => ({ id, event }))).toEqual(expected.map(({ id, event }) => ({ id, event })));
    }
  });

  it("rebuilds the run's messages", () => {
    expect(reduceStoredRunMessages([], stored)).toEqual(reduceRunMessages([], run));
  });

  it("keeps a run as a few strings, not an object per event", () => {
    const values = Object.values(stored).filter((value) => typeof value === "object" && value !== null);
    expect(values).toEqual([]);
  });
});
