import type { RunAgentInput } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { inputWithNewMessages } from "./input-with-new-messages.js";

describe("inputWithNewMessages", () => {
  it("keeps only the messages the history does not hold, and everything else of the input", () => {
    const input: RunAgentInput = {
      threadId: "t",
      runId: "r",
      messages: [
        { id: "u1", role: "user", content: "a" },
        { id: "a1", role: "assistant", content: "b" },
        { id: "u2", role: "user", content: "c" },
      ],
      tools: [],
      context: [],
      state: { x: 1 },
    };
    const recorded = inputWithNewMessages(input, new Set(["u1", "a1"]));
    expect(recorded).toEqual({ ...input, messages: [{ id: "u2", role: "user", content: "c" }] });
    expect(input.messages).toHaveLength(3);
  });

  it("returns the input itself when the history holds none of its messages", () => {
    const input: RunAgentInput = { threadId: "t", runId: "r", messages: [{ id: "u1", role: "user", content: "a" }], tools: [], context: [] };
    expect(inputWithNewMessages(input, new Set(["other"]))).toBe(input);
  });
});
