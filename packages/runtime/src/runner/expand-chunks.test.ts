import { EventType, type BaseEvent } from "@ag-ui/core";
import { from, lastValueFrom, throwError, concat, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { expandChunks } from "./expand-chunks.js";

const collect = (events: readonly BaseEvent[]) => lastValueFrom(expandChunks(from(events)).pipe(toArray()));

describe("expandChunks", () => {
  it("passes events through untouched (same objects) while no chunk was seen", async () => {
    const events: BaseEvent[] = [
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "m" },
    ];
    const out = await collect(events);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(events[0]);
    expect(out[1]).toBe(events[1]);
  });

  it("expands chunks from the first one on, closing them before the next non-chunk event", async () => {
    const out = await collect([
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
      { type: EventType.TOOL_CALL_CHUNK, toolCallId: "c", toolCallName: "f", delta: "{" },
      { type: EventType.TOOL_CALL_CHUNK, toolCallId: "c", delta: "}" },
      { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
    ]);
    expect(out.map((event) => event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TOOL_CALL_START,
      EventType.TOOL_CALL_ARGS,
      EventType.TOOL_CALL_ARGS,
      EventType.TOOL_CALL_END,
      EventType.RUN_FINISHED,
    ]);
  });

  it("forwards errors before and after expansion started", async () => {
    await expect(lastValueFrom(expandChunks(throwError(() => new Error("early"))))).rejects.toThrow("early");
    const chunk: BaseEvent = { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m", delta: "x" };
    await expect(lastValueFrom(expandChunks(concat(from([chunk]), throwError(() => new Error("late")))))).rejects.toThrow("late");
  });
});
