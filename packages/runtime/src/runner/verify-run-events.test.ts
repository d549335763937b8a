import { verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { Observable, from } from "rxjs";
import { describe, expect, it } from "vitest";
import { verifyRunEvents } from "./verify-run-events.js";

interface Outcome {
  readonly events: readonly BaseEvent[];
  readonly end: string;
}

function outcomeOf(events: Observable<BaseEvent>): Outcome {
  const seen: BaseEvent[] = [];
  let end = "pending";
  events.subscribe({
    next: (event) => void seen.push(event),
    error: (error: unknown) => void (end = `error: ${(error as Error).message}`),
    complete: () => void (end = "complete"),
  });
  return { events: seen, end };
}

/** A small deterministic PRNG (mulberry32), so that a failure can be replayed from its seed. */
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

/** Random runs, mostly well-formed with noise: bursts of deltas, reused and unknown ids, subagents, odd fields. */
function randomRun(next: () => number): BaseEvent[] {
  const subagent = () => (next() < 0.85 ? undefined : pick(next, ["sub-1", "sub-2", null]));
  const withSubagent = (event: BaseEvent): BaseEvent => {
    const subagentRunId = subagent();
    return subagentRunId === undefined ? event : ({ ...event, subagentRunId } as BaseEvent);
  };
  const delta = () => pick(next, ["a", "b", "", 5, undefined]);
  const events: BaseEvent[] = next() < 0.9 ? [{ type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent] : [];
  const length = 1 + Math.floor(next() * 40);
  while (events.length < length) {
    const messageId = pick(next, ["m1", "m2"]);
    const toolCallId = pick(next, ["c1", "c2"]);
    const burst = 1 + Math.floor(next() * 4);
    switch (Math.max(0, Math.floor(next() * 16) - 4)) {
      case 0: {
        // A well-formed message, its deltas now and then from another subagent or with odd values.
        const owner = next() < 0.9 ? undefined : "sub-1";
        const own = (event: BaseEvent): BaseEvent => (owner === undefined ? event : ({ ...event, subagentRunId: owner } as BaseEvent));
        events.push(own({ type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" } as BaseEvent));
        for (let index = 0; index < burst * 2; index++) {
          const content = { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: delta() } as BaseEvent;
          events.push(next() < 0.1 ? withSubagent(content) : own(content));
        }
        if (next() < 0.7) events.push(own({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent));
        break;
      }
      case 1:
      case 2:
        for (let index = 0; index < burst; index++) events.push(withSubagent({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: delta() } as BaseEvent));
        break;
      case 3:
        events.push(withSubagent({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent));
        break;
      case 4:
        events.push(withSubagent({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: "tool" } as BaseEvent));
        break;
      case 5:
        for (let index = 0; index < burst; index++) events.push(withSubagent({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: delta() } as BaseEvent));
        break;
      case 6:
        events.push(withSubagent({ type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent));
        break;
      case 7:
        events.push(withSubagent({ type: EventType.REASONING_START, messageId: "r1" } as BaseEvent));
        events.push(withSubagent({ type: EventType.REASONING_MESSAGE_START, messageId: "r1", role: "reasoning" } as BaseEvent));
        break;
      case 8:
        for (let index = 0; index < burst; index++) {
          events.push(withSubagent({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: pick(next, ["r1", "r2"]), delta: delta() } as BaseEvent));
        }
        break;
      case 9:
        events.push(withSubagent({ type: EventType.REASONING_MESSAGE_END, messageId: "r1" } as BaseEvent));
        break;
      case 10:
        events.push(pick(next, [
          { type: EventType.STATE_DELTA, delta: [] },
          { type: EventType.STEP_STARTED, stepName: "s" },
          { type: EventType.RUN_ERROR, message: "boom" },
          { type: EventType.RUN_STARTED, threadId: "t", runId: "r2" },
        ] as BaseEvent[]));
        break;
      default:
        events.push({ type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent);
    }
  }
  return events;
}

describe("verifyRunEvents", () => {
  it("gives verifyEvents' verdict on 5,000 random runs: the same events, then the same end", () => {
    let deltaBursts = 0;
    let failures = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const run = randomRun(random(seed));
      const expected = outcomeOf(from(run).pipe(verifyEvents()));
      const actual = outcomeOf(from(run).pipe(verifyRunEvents));
      expect({ seed, ...actual }).toEqual({ seed, ...expected });
      if (expected.end !== "complete") failures += 1;
      const passed = expected.events;
      for (let index = 1; index < passed.length; index++) {
        if (passed[index]!.type === passed[index - 1]!.type && passed[index]!.type === EventType.TEXT_MESSAGE_CONTENT) deltaBursts += 1;
      }
    }
    // The runs must exercise both paths: deltas after a passed delta, and rejected events.
    expect(deltaBursts).toBeGreaterThan(2_000);
    expect(failures).toBeGreaterThan(500);
    expect(failures).toBeLessThan(4_900);
  });

  it("rejects a delta from another subagent in the middle of a burst, as verifyEvents does", () => {
    const run = [
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "a" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "b", subagentRunId: "other" },
    ] as BaseEvent[];
    const outcome = outcomeOf(from(run).pipe(verifyRunEvents));
    expect(outcome.events).toHaveLength(3);
    expect(outcome.end).toMatch(/^error: .*subagentRunId 'other'/);
  });

  it("stops reading its source when unsubscribed", () => {
    let emitted = 0;
    let released = false;
    const events = new Observable<BaseEvent>((subscriber) => {
      subscriber.next({ type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent);
      const timer = setInterval(() => {
        emitted += 1;
        subscriber.next({ type: EventType.CUSTOM, name: "tick", value: emitted } as BaseEvent);
      }, 1);
      return () => {
        released = true;
        clearInterval(timer);
      };
    });
    const subscription = events.pipe(verifyRunEvents).subscribe();
    subscription.unsubscribe();
    // The source's teardown ran: its interval is cleared, nothing more can be emitted.
    expect(released).toBe(true);
  });
});
