import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { compactRunEvents } from "../compaction/compact-run-events.js";
import { eventsAfter } from "./events-after.js";
import type { SequencedEvent } from "./sequenced-event.js";

/** The texts and args a client ends with, keyed by stream, plus the stream starts and ends it saw. */
function clientView(events: readonly BaseEvent[]) {
  const streams = new Map<string, string>();
  const markers: string[] = [];
  let state: unknown;
  for (const event of events) {
    const key = `${String(event.messageId ?? event.toolCallId)}`;
    if (typeof event.delta === "string") streams.set(`${event.type}:${key}`, (streams.get(`${event.type}:${key}`) ?? "") + event.delta);
    else if (event.type === EventType.STATE_SNAPSHOT) state = event.snapshot;
    else if (event.type === EventType.STATE_DELTA) state = { ...(state as object), applied: (event.delta as { value: number }[])[0]!.value };
    else markers.push(`${event.type}:${key}`);
  }
  return { streams, markers: markers.sort(), state };
}

const run: SequencedEvent[] = [
  { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
  { type: EventType.STATE_SNAPSHOT, snapshot: { applied: 0 } },
  { type: EventType.TEXT_MESSAGE_START, messageId: "m1" },
  { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "f" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "Hello" },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "c1", delta: '{"a":' },
  { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/applied", value: 1 }] },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: ", " },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "c1", delta: "1}" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "wörld 🌍" },
  { type: EventType.TOOL_CALL_END, toolCallId: "c1" },
  { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/applied", value: 2 }] },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "!" },
  { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
  { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
].map((event, index) => ({ id: 10 + index, event: event as BaseEvent }));

describe("eventsAfter", () => {
  const compacted = compactRunEvents(run);

  it("returns the whole compacted run without `after` or before its first id", () => {
    expect(eventsAfter(compacted)).toBe(compacted.events);
    expect(eventsAfter(compacted, 3)).toBe(compacted.events);
  });

  it("for every id of the run, the seen prefix plus the answer is what the full run gives", () => {
    const full = clientView(run.map(({ event }) => event));
    for (const seen of run) {
      const rest = eventsAfter(compacted, seen.id);
      expect(rest.every(({ id }) => id > seen.id)).toBe(true);
      const prefix = run.filter(({ id }) => id <= seen.id).map(({ event }) => event);
      expect(clientView([...prefix, ...rest.map(({ event }) => event)]), `after ${seen.id}`).toEqual(full);
    }
  });

  it("resumes from every id when a message is merged into several events", () => {
    const cut = compactRunEvents(run, { maxMergedDeltaLength: 6 });
    expect(cut.events.filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT).length).toBeGreaterThan(1);
    const full = clientView(run.map(({ event }) => event));
    for (const seen of run) {
      const rest = eventsAfter(cut, seen.id);
      const prefix = run.filter(({ id }) => id <= seen.id).map(({ event }) => event);
      expect(clientView([...prefix, ...rest.map(({ event }) => event)]), `after ${seen.id}`).toEqual(full);
    }
  });

  it("slices a merged delta right after the delta the client saw", () => {
    const rest = eventsAfter(compacted, 17);
    const content = rest.find(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT);
    expect(content).toEqual({ id: 22, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "wörld 🌍!" } });
    expect(compacted.events.find(({ id }) => id === 22)!.event.delta).toBe("Hello, wörld 🌍!");
  });

  it("returns nothing after the run's last id", () => {
    expect(eventsAfter(compacted, 24)).toEqual([]);
    expect(eventsAfter(compacted, 1_000)).toEqual([]);
  });

  it("replays 100 runs × 1,000 deltas as a handful of events per run", () => {
    let nextId = 1;
    const runs = Array.from({ length: 100 }, (_, runIndex) => {
      const events: SequencedEvent[] = [{ id: nextId++, event: { type: EventType.TEXT_MESSAGE_START, messageId: `m${runIndex}` } }];
      for (let index = 0; index < 1_000; index++) {
        events.push({ id: nextId++, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: `m${runIndex}`, delta: "xy" } });
      }
      events.push({ id: nextId++, event: { type: EventType.TEXT_MESSAGE_END, messageId: `m${runIndex}` } });
      return compactRunEvents(events);
    });
    // The client saw the first run up to its 499th delta (id 500): the rest of that one, then whole runs.
    const replayed = runs.flatMap((compactedRun) => eventsAfter(compactedRun, 500));
    expect(replayed).toHaveLength(2 + 99 * 3);
    expect(replayed[0]!.event.delta).toBe("xy".repeat(501));
  });
  it("slices a merged delta that begins the run when the client saw one of its first deltas", () => {
    const run = compactRunEvents([
      { id: 7, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "a" } },
      { id: 8, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "b" } },
    ]);
    expect(eventsAfter(run, 7)).toEqual([{ id: 8, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "b" } }]);
    expect(eventsAfter(run, 6)).toEqual(run.events);
  });

  it("slices a merged delta further in whose first deltas came before the run's first kept event", () => {
    const content = (messageId: string, delta: string): BaseEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta });
    // m's deltas (ids 1 and 3) merge into one event with id 3, after n's lone delta (id 2).
    const run = compactRunEvents([
      { id: 1, event: content("m", "ab") },
      { id: 2, event: content("n", "x") },
      { id: 3, event: content("m", "cd") },
    ]);
    expect(run.events.map(({ id }) => id)).toEqual([2, 3]);
    expect(eventsAfter(run, 1)).toEqual([
      { id: 2, event: content("n", "x") },
      { id: 3, event: content("m", "cd") },
    ]);
  });
});
