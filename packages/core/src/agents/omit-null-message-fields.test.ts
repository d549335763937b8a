import type { Message, RunAgentInput } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { omitNullMessageFields } from "./omit-null-message-fields.js";

const input = (messages: Message[]): RunAgentInput => ({ threadId: "t", runId: "r", state: null, messages, tools: [], context: [], forwardedProps: {} });

describe("omitNullMessageFields", () => {
  it("leaves out null fields of messages and tool calls, nothing else", () => {
    const messages = [
      { id: "u", role: "user", content: "hi", name: null },
      { id: "a", role: "assistant", content: null, toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "{\"x\":null}" }, encryptedValue: null }] },
    ] as unknown as Message[];
    const result = omitNullMessageFields(input(messages));
    expect(result.state).toBeNull();
    expect(result.messages).toEqual([
      { id: "u", role: "user", content: "hi" },
      { id: "a", role: "assistant", toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "{\"x\":null}" } }] },
    ]);
    expect(messages[0]).toHaveProperty("name", null);
  });

  it("returns the same input when there is nothing to leave out", () => {
    const same = input([{ id: "u", role: "user", content: "hi" }]);
    expect(omitNullMessageFields(same)).toBe(same);
  });
});
