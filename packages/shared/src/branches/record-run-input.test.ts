import { EventType, type Message, type RunAgentInput } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { BRANCH_FORWARDED_PROPS, recordedRunStartEvents, recordRunInput } from "./record-run-input.js";

const u1: Message = { id: "u1", role: "user", content: "Hi" };
const a1: Message = { id: "a1", role: "assistant", content: "Hello" };
const plan: Message = { id: "plan", role: "activity", activityType: "plan", content: {} };
const u2: Message = { id: "u2", role: "user", content: "More" };

function input(messages: Message[]): RunAgentInput {
  return { threadId: "t", runId: "r", messages, tools: [], context: [], state: {}, forwardedProps: {} };
}

describe("recordRunInput", () => {
  it("continues the thread when the input holds every stored conversation message: only new ones are recorded", () => {
    const recording = recordRunInput(input([u1, a1, u2]), [u1, plan, a1]);
    expect(recording.branch).toBeUndefined();
    expect(recording.input.messages).toEqual([u2]);
    expect(recordedRunStartEvents({ type: EventType.RUN_STARTED, threadId: "t", runId: "r" }, recording)).toHaveLength(1);
  });

  it("forks when the input drops a stored message; derived messages before the fork point stay in the branch", () => {
    const edited = { ...u1, id: "u1b" };
    expect(recordRunInput(input([u1]), [u1, a1]).branch).toEqual([u1]);
    expect(recordRunInput(input([u1, { ...a1, content: "edited" }, u2]), [u1, plan, a1, { id: "a2", role: "assistant", content: "x" }]).branch).toEqual([
      u1,
      plan,
      { ...a1, content: "edited" },
      u2,
    ]);
    // Sharing no message with the thread, only the explicit request makes it a branch.
    expect(recordRunInput(input([edited]), [u1, a1]).branch).toBeUndefined();
    const recording = recordRunInput({ ...input([edited]), forwardedProps: BRANCH_FORWARDED_PROPS }, [u1, a1]);
    expect(recording.branch).toEqual([edited]);
    expect(recording.input.messages).toEqual([]);
    const events = recordedRunStartEvents({ type: EventType.RUN_STARTED, threadId: "t", runId: "r" }, recording);
    expect(events.map(({ type }) => type)).toEqual([EventType.RUN_STARTED, EventType.MESSAGES_SNAPSHOT]);
    expect(events[1]!.messages).toEqual([edited]);
  });

  it("leaves out the derived messages of the dropped answer: a regenerated answer does not show the old one's reasoning", () => {
    const thinking: Message = { id: "thinking", role: "reasoning", content: "Planning the answer" } as Message;
    expect(recordRunInput(input([u1]), [u1, thinking, plan, a1]).branch).toEqual([u1]);
    const later: Message = { id: "thinking-2", role: "reasoning", content: "More" } as Message;
    expect(recordRunInput(input([u1, a1, u2]), [u1, thinking, a1, u2, later, { id: "a2", role: "assistant", content: "x" }]).branch).toEqual([u1, thinking, a1, u2]);
  });

  it("never forks a new thread, nor for an input without conversation messages", () => {
    expect(recordRunInput(input([u1]), []).branch).toBeUndefined();
    expect(recordRunInput(input([]), [u1, a1]).branch).toBeUndefined();
  });
});
