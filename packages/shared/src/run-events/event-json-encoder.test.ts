import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { EventJsonEncoder, quoteJsonString } from "./event-json-encoder.js";

/** A deterministic PRNG (mulberry32), so that a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T,>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

const texts = ["token ", "", 'quote " and \\ backslash', "line\nbreak\ttab\u0000nul", "é → 🚀", "\ud800 lone surrogate", "</script>"];

/** Deltas as agents send them, and every way one can differ: other ids, fields, order, values. */
function randomEvent(next: () => number): BaseEvent {
  const type = pick(next, [EventType.TEXT_MESSAGE_CONTENT, EventType.TOOL_CALL_ARGS, EventType.REASONING_MESSAGE_CONTENT, EventType.TEXT_MESSAGE_START]);
  const key = type === EventType.TOOL_CALL_ARGS ? "toolCallId" : "messageId";
  const id = pick(next, ["m1", "m2", 'odd "id"', 7, undefined]);
  const delta = pick(next, [...texts, ...texts, 5, null]);
  switch (Math.floor(next() * 8)) {
    case 0:
      return { [key]: id, type, delta } as BaseEvent;
    case 1:
      return { type, [key]: id, delta, timestamp: 5 } as BaseEvent;
    case 2:
      return { type, [key]: id, delta, metadata: undefined } as BaseEvent;
    case 3:
      return Object.assign(Object.create({ inherited: 1 }) as object, { type, [key]: id, delta }) as BaseEvent;
    case 4: {
      class WithToJson {
        constructor(readonly type: string, readonly messageId: unknown, readonly delta: unknown) {}
        toJSON() {
          return { type: this.type, rewritten: true };
        }
      }
      return new WithToJson(type, id, delta) as unknown as BaseEvent;
    }
    default:
      return { type, [key]: id, delta } as BaseEvent;
  }
}

describe("EventJsonEncoder", () => {
  it("writes exactly what JSON.stringify writes, for 20,000 events in random streams", () => {
    const next = random(42);
    const encoder = new EventJsonEncoder();
    let fast = 0;
    for (let index = 0; index < 20_000; index++) {
      const event = randomEvent(next);
      const json = encoder.encode(event);
      expect(json, `event ${index}`).toBe(JSON.stringify(event));
      if (!json.includes("rewritten") && typeof event.delta === "string") fast += 1;
    }
    // The generator must produce plenty of plain deltas too, or the fast path goes untested.
    expect(fast).toBeGreaterThan(5_000);
  });

  it("switches prefix between interleaved streams", () => {
    const encoder = new EventJsonEncoder();
    const events: BaseEvent[] = [
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "1" } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "a", delta: "2" } as BaseEvent,
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "b", delta: "3" } as BaseEvent,
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "b", delta: "4" } as BaseEvent,
    ];
    expect(events.map((event) => encoder.encode(event))).toEqual(events.map((event) => JSON.stringify(event)));
  });
});

describe("quoteJsonString", () => {
  it("writes what JSON.stringify writes for every UTF-16 code unit, alone and inside short and long text", () => {
    for (let code = 0; code <= 0xffff; code++) {
      const unit = String.fromCharCode(code);
      for (const text of [unit, `ab${unit}cd`, `${"x".repeat(40)}${unit}`, `${unit}${"y".repeat(40)}`]) {
        const quoted = quoteJsonString(text);
        if (quoted !== JSON.stringify(text)) expect(quoted, `U+${code.toString(16)} in ${text.length} units`).toBe(JSON.stringify(text));
      }
    }
  });

  it("writes what JSON.stringify writes for surrogate pairs, empty text and text at the length where it changes method", () => {
    for (const text of ["", "🚀", `${"z".repeat(31)}🚀`, "a".repeat(32), "a".repeat(33), `${"b".repeat(32)}"`, `${"b".repeat(33)}\n`]) {
      expect(quoteJsonString(text)).toBe(JSON.stringify(text));
    }
  });
});
