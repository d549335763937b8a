import { EventType, type Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { reduceRunMessages } from "./reduce-run-messages.js";

describe("reduceRunMessages", () => {
  const history: Message[] = [
    { id: "u1", role: "user", content: "hi" },
    { id: "a1", role: "assistant", content: "hello" },
  ];

  it("appends new input messages, text, reasoning, tool calls and results", () => {
    const messages = reduceRunMessages(history, [
      {
        type: EventType.RUN_STARTED,
        threadId: "t",
        runId: "r",
        input: { messages: [history[0], { id: "u2", role: "user", content: "more" }] },
      },
      { type: EventType.REASONING_MESSAGE_START, messageId: "think", role: "reasoning" },
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "think", delta: "hmm" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "a2", role: "assistant" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a2", delta: "Sure" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a2", delta: "!" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "f", parentMessageId: "a2" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "c1", delta: "{}" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c2", toolCallName: "g" },
      { type: EventType.TOOL_CALL_RESULT, toolCallId: "c1", messageId: "res1", content: "done" },
      { type: EventType.ACTIVITY_SNAPSHOT, messageId: "act", activityType: "plan", content: { step: 0 } },
      { type: EventType.ACTIVITY_DELTA, messageId: "act", activityType: "plan", patch: [{ op: "replace", path: "/step", value: 1 }] },
    ]);
    expect(messages).toEqual([
      ...history,
      { id: "u2", role: "user", content: "more" },
      { id: "think", role: "reasoning", content: "hmm" },
      {
        id: "a2",
        role: "assistant",
        content: "Sure!",
        toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }],
      },
      { id: "c2", role: "assistant", toolCalls: [{ id: "c2", type: "function", function: { name: "g", arguments: "" } }] },
      { id: "res1", role: "tool", toolCallId: "c1", content: "done" },
      { id: "act", role: "activity", activityType: "plan", content: { step: 1 } },
    ]);
  });

  it("never writes to the history's messages when a run continues one of them", () => {
    const frozen = history.map((message) => Object.freeze({ ...message }));
    const messages = reduceRunMessages(frozen, [
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a1", delta: " again" },
      { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "f", parentMessageId: "a1" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "c1", delta: "{}" },
    ]);
    expect(messages[1]).toMatchObject({ content: "hello again", toolCalls: [{ function: { arguments: "{}" } }] });
    expect(frozen[1]).toEqual({ id: "a1", role: "assistant", content: "hello" });
  });

  it("lets MESSAGES_SNAPSHOT replace the list", () => {
    const snapshot: Message[] = [{ id: "only", role: "user", content: "x" }];
    expect(reduceRunMessages(history, [{ type: EventType.MESSAGES_SNAPSHOT, messages: snapshot }])).toEqual(snapshot);
  });
});
