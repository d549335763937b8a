import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { compactRunEvents } from "./compact-run-events.js";
import { eventsAfter } from "../run-events/events-after.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

function sequence(events: readonly BaseEvent[], firstId = 1): SequencedEvent[] {
  return events.map((event, index) => ({ id: firstId + index, event }));
}

const text = (messageId: string, delta: string): BaseEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta });

describe("compactRunEvents", () => {
  it("merges a message's deltas into one event at the last delta, keeping its id and the order", () => {
    const run = sequence([
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "m1" },
      text("m1", "Hel"),
      { type: EventType.CUSTOM, name: "ping", value: 1 },
      text("m1", "lo"),
      { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
      { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
    ]);
    const { events, boundaries } = compactRunEvents(run);
    expect(events).toEqual([
      run[0],
      run[1],
      run[3],
      { id: 5, event: text("m1", "Hello") },
      run[5],
      run[6],
    ]);
    expect([...boundaries.keys()]).toEqual([3]);
    expect([...boundaries.get(3)!.ids]).toEqual([3, 5]);
    expect([...boundaries.get(3)!.ends]).toEqual([3, 5]);
  });

  it("merges interleaved messages, reasoning and tool-call args separately", () => {
    const run = sequence([
      { type: EventType.TEXT_MESSAGE_START, messageId: "a" },
      { type: EventType.REASONING_MESSAGE_START, messageId: "a", role: "reasoning" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c", toolCallName: "f" },
      text("a", "1"),
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "a", delta: "r1" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "c", delta: "{" },
      text("a", "2"),
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "a", delta: "r2" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "c", delta: "}" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c" },
      { type: EventType.REASONING_MESSAGE_END, messageId: "a" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "a" },
    ]);
    const { events } = compactRunEvents(run);
    expect(events.map(({ id, event }) => [id, event.type, event.delta])).toEqual([
      [1, EventType.TEXT_MESSAGE_START, undefined],
      [2, EventType.REASONING_MESSAGE_START, undefined],
      [3, EventType.TOOL_CALL_START, undefined],
      [7, EventType.TEXT_MESSAGE_CONTENT, "12"],
      [8, EventType.REASONING_MESSAGE_CONTENT, "r1r2"],
      [9, EventType.TOOL_CALL_ARGS, "{}"],
      [10, EventType.TOOL_CALL_END, undefined],
      [11, EventType.REASONING_MESSAGE_END, undefined],
      [12, EventType.TEXT_MESSAGE_END, undefined],
    ]);
  });

  it("starts a new group when a message id is reused after its END", () => {
    const run = sequence([text("m", "a"), text("m", "b"), { type: EventType.TEXT_MESSAGE_END, messageId: "m" }, text("m", "c"), text("m", "d")]);
    expect(compactRunEvents(run).events.map(({ id, event }) => [id, event.delta])).toEqual([
      [2, "ab"],
      [3, undefined],
      [5, "cd"],
    ]);
  });

  it("cuts a long message at delta boundaries into merged events of at most maxMergedDeltaLength", () => {
    const run = sequence([
      { type: EventType.TEXT_MESSAGE_START, messageId: "m" },
      text("m", "aaaa"),
      text("m", "bbbb"),
      text("m", "cc"),
      text("m", "dddddddddd"),
      text("m", "e"),
      text("m", "f"),
      { type: EventType.TEXT_MESSAGE_END, messageId: "m" },
    ]);
    const { events, boundaries } = compactRunEvents(run, { maxMergedDeltaLength: 8 });
    expect(events).toEqual([
      run[0],
      { id: 3, event: text("m", "aaaabbbb") },
      run[3],
      run[4],
      { id: 7, event: text("m", "ef") },
      run[7],
    ]);
    expect([...boundaries.keys()]).toEqual([1, 4]);
    expect([...boundaries.get(4)!.ids]).toEqual([6, 7]);
    // The default keeps a replay's events at most 64 Ki units long.
    const long = sequence(Array.from({ length: 300 }, () => text("m", "x".repeat(1000))));
    const pieces = compactRunEvents(long).events;
    expect(pieces.map(({ event }) => String(event.delta).length)).toEqual([65_000, 65_000, 65_000, 65_000, 40_000]);
    expect(pieces.map(({ id }) => id)).toEqual([65, 130, 195, 260, 300]);
  });

  it("keeps a lone delta as it is, without boundaries", () => {
    const run = sequence([text("m", "only")]);
    const compacted = compactRunEvents(run);
    expect(compacted.events).toEqual(run);
    expect(compacted.boundaries.size).toBe(0);
  });

  it("folds the run's state events into one snapshot at the last of them", () => {
    const run = sequence([
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
      { type: EventType.STATE_SNAPSHOT, snapshot: { n: 0, list: [] } },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/n", value: 1 }] },
      { type: EventType.CUSTOM, name: "x", value: null },
      { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/list/-", value: "a" }] },
      { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
    ]);
    const { events } = compactRunEvents(run);
    expect(events).toEqual([run[0], run[3], { id: 5, event: { type: EventType.STATE_SNAPSHOT, snapshot: { n: 1, list: ["a"] } } }, run[5]]);
    expect(run[1]!.event.snapshot).toEqual({ n: 0, list: [] });
  });

  it("folds deltas onto RUN_STARTED.input.state when the run has no snapshot", () => {
    const run = sequence([
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r", input: { state: { n: 1 } } },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/n", value: 2 }] },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/n", value: 3 }] },
    ]);
    expect(compactRunEvents(run).events[1]).toEqual({ id: 3, event: { type: EventType.STATE_SNAPSHOT, snapshot: { n: 3 } } });
  });

  it("keeps state events as they are when there is no base or a patch fails", () => {
    const noBase = sequence([
      { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/n", value: 1 }] },
      { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/m", value: 1 }] },
    ]);
    expect(compactRunEvents(noBase).events).toEqual(noBase);
    const failing = sequence([
      { type: EventType.STATE_SNAPSHOT, snapshot: {} },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/missing", value: 1 }] },
    ]);
    expect(compactRunEvents(failing).events).toEqual(failing);
  });

  it("turns 1,000 deltas into three events", () => {
    const deltas = Array.from({ length: 1_000 }, (_, index) => text("m", `${index} `));
    const run = sequence([{ type: EventType.TEXT_MESSAGE_START, messageId: "m" }, ...deltas, { type: EventType.TEXT_MESSAGE_END, messageId: "m" }]);
    const { events } = compactRunEvents(run);
    expect(events).toHaveLength(3);
    expect(events[1]!.event.delta).toBe(deltas.map((event) => event.delta).join(""));
  });

  it("resumes random interleaved streams from every original id with exactly the text and events after it", () => {
    let seed = 7;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    const pick = <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    /** Per stream, the text of its deltas; every other event in order: what a client rebuilds. */
    const seen = (events: readonly SequencedEvent[]) => {
      const texts = new Map<string, string>();
      const others: BaseEvent[] = [];
      for (const { event } of events) {
        if (typeof event.delta !== "string") others.push(event);
        else {
          const key = `${event.type}/${String(event.messageId ?? event.toolCallId)}`;
          texts.set(key, (texts.get(key) ?? "") + event.delta);
        }
      }
      return { texts: Object.fromEntries([...texts].filter(([, value]) => value !== "")), others };
    };
    for (let round = 0; round < 1_500; round++) {
      const events: SequencedEvent[] = [];
      let id = 0;
      for (let index = Math.floor(next() * 40); index > 0; index--) {
        const roll = next();
        const event: BaseEvent =
          roll < 0.5
            ? text(pick(["a", "b"]), pick(["x", "yy", "zzzz", ""]))
            : roll < 0.65
              ? { type: EventType.TOOL_CALL_ARGS, toolCallId: pick(["a", "c"]), delta: pick(["{", "1", "}"]) }
              : roll < 0.75
                ? { type: EventType.REASONING_MESSAGE_CONTENT, messageId: pick(["a", "b"]), delta: "r" }
                : roll < 0.85
                  ? { type: EventType.TEXT_MESSAGE_END, messageId: pick(["a", "b"]) }
                  : roll < 0.9
                    ? { type: EventType.TOOL_CALL_END, toolCallId: pick(["a", "c"]) }
                    : { type: EventType.CUSTOM, name: "marker", value: index };
        id += 1 + Math.floor(next() * 2);
        events.push({ id, event });
      }
      for (const maxMergedDeltaLength of [3, 64 * 1024]) {
        const compacted = compactRunEvents(events, { maxMergedDeltaLength });
        for (const cut of [undefined, 0, ...events.map((entry) => entry.id)]) {
          const after = events.filter((entry) => cut === undefined || entry.id > cut);
          const resumed = seen(eventsAfter(compacted, cut));
          const expected = seen(after);
          expect(resumed.texts, `round ${round}, after ${cut}`).toEqual(expected.texts);
          // Ends and markers keep their order; a merged delta may move before one that came between its deltas.
          expect(resumed.others).toEqual(expected.others);
        }
      }
    }
  });
});
