import { describe, expect, it } from "vitest";
import { EventLog } from "./event-log.js";
import { scriptedRun, steppingClock } from "../../test/fixtures/test-events.js";

describe("EventLog", () => {
  it("stamps each event with a sequence number, time, size and the run of its thread", () => {
    const log = new EventLog({ now: steppingClock(1_000, 5) });
    for (const event of scriptedRun("r1")) log.record({ agentId: "a", threadId: "t1", event });
    const events = log.events();
    expect(events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(events.map((event) => event.receivedAt)).toEqual([1000, 1005, 1010, 1015, 1020, 1025, 1030, 1035, 1040]);
    expect(events.every((event) => event.runId === "r1")).toBe(true);
    expect(events[3]!.size).toBe(new TextEncoder().encode(JSON.stringify(events[3]!.event)).byteLength);
    expect(events[3]!.type).toBe("TEXT_MESSAGE_CONTENT");
  });

  it("works out each STATE_DELTA's changes from the replayed state", () => {
    const log = new EventLog();
    for (const event of scriptedRun("r1")) log.record({ agentId: "a", threadId: "t1", event });
    const deltas = log.events().filter((event) => event.type === "STATE_DELTA");
    expect(deltas[0]!.stateChanges).toEqual([{ op: "replace", path: "/count", before: 0, after: 1 }]);
    expect(deltas[1]!.stateChanges).toEqual([{ op: "add", path: "/items/0", before: undefined, after: "apple" }]);
    expect(log.replayedState("a", "t1")).toEqual({ count: 1, items: ["apple"] });
  });

  it("prefers the state the caller saw just before the event (live)", () => {
    const log = new EventLog();
    const recorded = log.record({
      agentId: "a",
      threadId: "t1",
      event: { type: "STATE_DELTA", delta: [{ op: "replace", path: "/mood", value: "happy" }] },
      stateBefore: { mood: "sad" },
    });
    expect(recorded.stateChanges).toEqual([{ op: "replace", path: "/mood", before: "sad", after: "happy" }]);
  });

  it("takes the caller's run id until a RUN_STARTED names one, per thread", () => {
    const log = new EventLog();
    const early = log.record({ agentId: "a", threadId: "t1", runId: "input-run", event: { type: "CUSTOM", name: "x" } });
    log.record({ agentId: "a", threadId: "t1", runId: "input-run", event: { type: "RUN_STARTED", threadId: "t1", runId: "r9" } });
    const later = log.record({ agentId: "a", threadId: "t1", runId: "input-run", event: { type: "CUSTOM", name: "y" } });
    const other = log.record({ agentId: "a", threadId: "t2", event: { type: "CUSTOM", name: "z" } });
    expect([early.runId, later.runId, other.runId]).toEqual(["input-run", "r9", undefined]);
  });

  it("is bounded: a long session keeps only the last maxEvents events", () => {
    const log = new EventLog({ maxEvents: 50 });
    for (let i = 0; i < 10_000; i++) log.record({ agentId: "a", threadId: `t${i % 3}`, event: { type: "CUSTOM", value: i } });
    expect(log.size).toBe(50);
    expect(log.dropped).toBe(9_950);
    expect(log.events()[0]!.event["value"]).toBe(9_950);
    expect(log.eventsOf("a", "t0").length).toBe(17);
  });

  it("is bounded in bytes too, always keeping the newest event", () => {
    const log = new EventLog({ maxBytes: 1_000 });
    for (let i = 0; i < 100; i++) log.record({ agentId: "a", threadId: "t", event: { type: "CUSTOM", value: "x".repeat(100) } });
    expect(log.bytes).toBeLessThanOrEqual(1_000);
    expect(log.bytes).toBe(log.events().reduce((sum, event) => sum + event.size, 0));
    expect(log.size).toBe(Math.floor(1_000 / log.events()[0]!.size));
    expect(log.dropped).toBe(100 - log.size);
    const huge = log.record({ agentId: "a", threadId: "t", event: { type: "CUSTOM", value: "y".repeat(5_000) } });
    expect(log.events()).toEqual([huge]);
  });
});
