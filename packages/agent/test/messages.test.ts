import type { Message } from "@ag-ui/client";
import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { convertAGUIMessagesToModelMessages, convertModelMessagesToAGUIMessages } from "../src/index.js";

describe("convertAGUIMessagesToModelMessages", () => {
  it("converts user parts: text, images by data and URL, documents and audio as files; drops bad URLs and file ids", () => {
    const { messages } = convertAGUIMessagesToModelMessages([
      {
        id: "u",
        role: "user",
        content: [
          { type: "text", text: "look" },
          { type: "image", source: { type: "data", value: "aGk=", mimeType: "image/png" } },
          { type: "image", source: { type: "url", value: "https://example.com/cat.jpg" } },
          { type: "document", source: { type: "data", value: "JVBERg==", mimeType: "application/pdf" } },
          { type: "audio", source: { type: "url", value: "https://example.com/a.mp3", mimeType: "audio/mpeg" } },
          { type: "image", source: { type: "url", value: "not a url" } },
          { type: "document", source: { type: "file", value: "file-123", provider: "openai" } },
        ],
      },
    ]);
    expect(messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "look" },
          { type: "image", image: "aGk=", mediaType: "image/png" },
          { type: "image", image: new URL("https://example.com/cat.jpg") },
          { type: "file", data: "JVBERg==", mediaType: "application/pdf" },
          { type: "file", data: new URL("https://example.com/a.mp3"), mediaType: "audio/mpeg" },
        ],
      },
    ]);
  });

  it("drops system/developer/reasoning/activity messages unless forwarded, and never emits system messages", () => {
    const input: Message[] = [
      { id: "s", role: "system", content: "sys" },
      { id: "d", role: "developer", content: "dev" },
      { id: "r", role: "reasoning", content: "thinking" },
      { id: "a", role: "activity", activityType: "x", content: {} },
      { id: "u", role: "user", content: "hi" },
    ];
    expect(convertAGUIMessagesToModelMessages(input)).toEqual({ messages: [{ role: "user", content: "hi" }], systemText: [], unansweredToolCallIds: [] });
    const forwarded = convertAGUIMessagesToModelMessages(input, { forwardSystemMessages: true, forwardDeveloperMessages: true });
    expect(forwarded.systemText).toEqual(["sys", "dev"]);
    expect(forwarded.messages.every((message) => message.role !== "system")).toBe(true);
  });

  it("places tool results right after their call, whatever the order of the history", () => {
    const { messages, unansweredToolCallIds } = convertAGUIMessagesToModelMessages([
      { id: "a", role: "assistant", content: "calling", toolCalls: [{ id: "c1", type: "function", function: { name: "t", arguments: "[1]" } }, { id: "c2", type: "function", function: { name: "t", arguments: '{"x":1}' } }] },
      { id: "u", role: "user", content: "meanwhile" },
      { id: "r1", role: "tool", toolCallId: "c1", content: [{ type: "text", text: "one" }] },
      { id: "r2", role: "tool", toolCallId: "c2", content: "", error: "boom" },
      { id: "orphan", role: "tool", toolCallId: "zz", content: "lost" },
    ]);
    expect(unansweredToolCallIds).toEqual([]);
    expect(messages).toEqual([
      {
        role: "assistant",
        content: [
          { type: "text", text: "calling" },
          { type: "tool-call", toolCallId: "c1", toolName: "t", input: {} },
          { type: "tool-call", toolCallId: "c2", toolName: "t", input: { x: 1 } },
        ],
      },
      {
        role: "tool",
        content: [
          { type: "tool-result", toolCallId: "c1", toolName: "t", output: { type: "text", value: "one" } },
          { type: "tool-result", toolCallId: "c2", toolName: "t", output: { type: "error-text", value: "boom" } },
        ],
      },
      { role: "user", content: "meanwhile" },
    ]);
  });
});

describe("convertModelMessagesToAGUIMessages", () => {
  it("converts back, one tool message per result", () => {
    let counter = 0;
    const input: ModelMessage[] = [
      { role: "system", content: "sys" },
      { role: "user", content: [{ type: "text", text: "see" }, { type: "image", image: new Uint8Array([104, 105]), mediaType: "image/png" }, { type: "file", data: new URL("https://x.test/a.pdf"), mediaType: "application/pdf" }] },
      { role: "assistant", content: [{ type: "text", text: "ok" }, { type: "tool-call", toolCallId: "c1", toolName: "t", input: { a: 1 } }] },
      { role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName: "t", output: { type: "json", value: { b: 2 } } }, { type: "tool-result", toolCallId: "c2", toolName: "t", output: { type: "error-text", value: "bad" } }] },
    ];
    expect(convertModelMessagesToAGUIMessages(input, { generateId: () => `m${++counter}` })).toEqual([
      { id: "m1", role: "system", content: "sys" },
      {
        id: "m2",
        role: "user",
        content: [
          { type: "text", text: "see" },
          { type: "image", source: { type: "data", value: "aGk=", mimeType: "image/png" } },
          { type: "document", source: { type: "url", value: "https://x.test/a.pdf", mimeType: "application/pdf" } },
        ],
      },
      { id: "m3", role: "assistant", content: "ok", toolCalls: [{ id: "c1", type: "function", function: { name: "t", arguments: '{"a":1}' } }] },
      { id: "m4", role: "tool", toolCallId: "c1", content: '{"b":2}' },
      { id: "m5", role: "tool", toolCallId: "c2", content: "bad", error: "bad" },
    ]);
  });

  it("round-trips a conversation through both directions", () => {
    const original: Message[] = [
      { id: "1", role: "user", content: "hi" },
      { id: "2", role: "assistant", content: "hello", toolCalls: [{ id: "c", type: "function", function: { name: "t", arguments: '{"q":"x"}' } }] },
      { id: "3", role: "tool", toolCallId: "c", content: "done" },
    ];
    const back = convertModelMessagesToAGUIMessages(convertAGUIMessagesToModelMessages(original).messages);
    expect(back.map(({ id: _id, ...rest }) => rest)).toEqual(original.map(({ id: _id, ...rest }) => rest));
  });
});
