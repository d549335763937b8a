import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { everySpanRun, verdict } from "../run-events/__fixtures__/every-span-run.js";
import { compactRunEvents } from "./compact-run-events.js";
import { eventsAfter } from "../run-events/events-after.js";
import { finalizeRunEvents } from "../run-events/finalize-run-events.js";
import { repairCompactedRun } from "./repair-compacted-run.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

/**
 * What finalization stored before it closed every span: text and reasoning messages and tool
 * calls (with a result) closed, reasoning, steps and subagent runs left open.
 */
function legacyStoppedRun(prefix: readonly BaseEvent[]): BaseEvent[] {
  const openTexts = new Set<unknown>();
  const openReasoning = new Set<unknown>();
  const calls = new Map<unknown, { ended: boolean; answered: boolean }>();
  for (const event of prefix) {
    if (event.type === EventType.TEXT_MESSAGE_START) openTexts.add(event.messageId);
    if (event.type === EventType.TEXT_MESSAGE_END) openTexts.delete(event.messageId);
    if (event.type === EventType.REASONING_MESSAGE_START) openReasoning.add(event.messageId);
    if (event.type === EventType.REASONING_MESSAGE_END) openReasoning.delete(event.messageId);
    if (event.type === EventType.TOOL_CALL_START) calls.set(event.toolCallId, { ended: false, answered: false });
    if (event.type === EventType.TOOL_CALL_END) calls.get(event.toolCallId)!.ended = true;
    if (event.type === EventType.TOOL_CALL_RESULT) calls.get(event.toolCallId)!.answered = true;
  }
  const closers: BaseEvent[] = [];
  for (const messageId of openTexts) closers.push({ type: EventType.TEXT_MESSAGE_END, messageId });
  for (const messageId of openReasoning) closers.push({ type: EventType.REASONING_MESSAGE_END, messageId });
  for (const [toolCallId, call] of calls) {
    if (!call.ended) closers.push({ type: EventType.TOOL_CALL_END, toolCallId });
    if (!call.answered) closers.push({ type: EventType.TOOL_CALL_RESULT, toolCallId, messageId: `${toolCallId}-result`, content: "stopped" });
  }
  return [...prefix, ...closers, { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1", outcome: { type: "cancelled" } }];
}

const sequenced = (events: readonly BaseEvent[], firstId = 1): SequencedEvent[] =>
  events.map((event, index) => ({ id: firstId + index, event }));

describe("repairCompactedRun", () => {
  const run = everySpanRun();

  it("makes a run stopped at any prefix by the old finalization verify, alone and before a later run", async () => {
    let repaired = 0;
    for (let length = 1; length < run.length; length++) {
      const stored = compactRunEvents(sequenced(legacyStoppedRun(run.slice(0, length))));
      const before = await verdict(eventsAfter(stored).map(({ event }) => event));
      const fixed = repairCompactedRun(stored);
      if (before !== "ok") repaired += 1;
      else expect(fixed).toBe(stored);
      const replay = eventsAfter(fixed).map(({ event }) => event);
      const next = [{ type: EventType.RUN_STARTED, threadId: "t1", runId: "r2" }, { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r2" }];
      expect({ length, verdict: await verdict([...replay, ...next]) }).toEqual({ length, verdict: "ok" });
      expect(replay.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    }
    // The old finalization left most prefixes unloadable: the table must exercise the repair.
    expect(repaired).toBeGreaterThan(run.length / 2);
  });

  it("keeps every id resumable: the repair's events carry the id of the terminal they precede", () => {
    const prefix = run.slice(0, run.findIndex((event) => event.type === EventType.STEP_STARTED && event.subagentRunId === "sub") + 1);
    const stored = compactRunEvents(sequenced(legacyStoppedRun(prefix), 10));
    const fixed = repairCompactedRun(stored);
    const terminalId = stored.events.at(-1)!.id;
    const added = fixed.events.slice(stored.events.length - 1, -1);
    expect(added.map(({ event }) => event.type)).toEqual([EventType.STEP_FINISHED, EventType.SUBAGENT_ERROR, EventType.STEP_FINISHED]);
    expect(added.every(({ id }) => id === terminalId)).toBe(true);
    // Merged deltas keep their boundaries: resuming inside one still sends only the rest.
    for (const { id } of sequenced(legacyStoppedRun(prefix), 10)) {
      expect(eventsAfter(fixed, id).filter(({ event }) => event.type !== EventType.RUN_FINISHED && !added.some((entry) => entry.event === event))).toEqual(
        eventsAfter(stored, id).filter(({ event }) => event.type !== EventType.RUN_FINISHED),
      );
    }
    expect(eventsAfter(fixed, terminalId)).toEqual([]);
  });

  it("closes a stored run that has no terminal with RUN_ERROR", async () => {
    const stored = compactRunEvents(sequenced(run.slice(0, 12)));
    const fixed = repairCompactedRun(stored);
    expect(fixed.events.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(await verdict([...eventsAfter(fixed).map(({ event }) => event), { type: EventType.RUN_STARTED, threadId: "t1", runId: "r2" }])).toBe("ok");
  });

  it("returns valid runs as they are: finished, finalized, failed, or leaving a frontend tool call to answer", () => {
    const pending: BaseEvent[] = [
      { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "frontend" },
      { type: EventType.TOOL_CALL_END, toolCallId: "c1" },
      { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" },
    ];
    const stopped = run.slice(0, 20);
    const failed = [...run.slice(0, 20), { type: EventType.RUN_ERROR, message: "boom" }];
    finalizeRunEvents(stopped, { stopRequested: true }); // appends the closers to `stopped`
    for (const events of [run, pending, failed, stopped]) {
      const stored = compactRunEvents(sequenced(events));
      expect(repairCompactedRun(stored)).toBe(stored);
    }
  });
});
