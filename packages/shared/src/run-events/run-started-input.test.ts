import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { runStartedInput } from "./run-started-input.js";

const input = (ids: string[]): RunAgentInput => ({
  threadId: "t",
  runId: "r",
  messages: ids.map((id) => ({ id, role: "user", content: id })),
  tools: [],
  context: [],
  state: {},
  forwardedProps: {},
});

describe("runStartedInput", () => {
  const recorded = input(["new"]);
  const known = new Set(["old"]);

  it("keeps only the new messages of an input the agent put on RUN_STARTED", () => {
    const event = { type: EventType.RUN_STARTED, threadId: "t", runId: "r", input: input(["old", "mine"]) } as BaseEvent;
    expect(runStartedInput(event, recorded, known).messages.map((message) => message.id)).toEqual(["mine"]);
  });

  it("falls back to the recorded input when the event carries none (or no message list)", () => {
    const bare = { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
    const odd = { ...bare, input: { threadId: "t" } } as BaseEvent;
    expect(runStartedInput(bare, recorded, known)).toBe(recorded);
    expect(runStartedInput(odd, recorded, known)).toBe(recorded);
  });
});
