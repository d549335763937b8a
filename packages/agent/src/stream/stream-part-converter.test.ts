import { EventType, type BaseEvent } from "@ag-ui/core";
import type { TextStreamPart, ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { StreamPartConverter } from "./stream-part-converter.js";

type Part = TextStreamPart<ToolSet>;

function converter() {
  let counter = 0;
  return new StreamPartConverter({
    frontendToolNames: new Set(["ui"]),
    interruptTools: new Map([["ask", (toolCallId: string) => ({ id: toolCallId, reason: "approval", toolCallId })]]),
    generateId: () => `id-${++counter}`,
  });
}

function run(parts: Part[]): { events: BaseEvent[]; converter: StreamPartConverter } {
  const instance = converter();
  const events = parts.flatMap((part) => instance.convert(part));
  return { events: [...events, ...instance.close()], converter: instance };
}

const call = (toolCallId: string, toolName: string, extra: Partial<Extract<Part, { type: "tool-call" }>> = {}) =>
  ({ type: "tool-call", toolCallId, toolName, input: { a: 1 }, ...extra }) as Part;

describe("StreamPartConverter", () => {
  it("does not resend arguments that were streamed, nor restart a started call", () => {
    const { events } = run([
      { type: "tool-input-start", id: "c", toolName: "ui" },
      { type: "tool-input-start", id: "c", toolName: "ui" },
      { type: "tool-input-delta", id: "c", delta: '{"a":1}' },
      { type: "tool-input-end", id: "c" },
      call("c", "ui"),
      call("c", "ui"),
    ]);
    expect(events.map((event) => event.type)).toEqual([EventType.TOOL_CALL_START, EventType.TOOL_CALL_ARGS, EventType.TOOL_CALL_END]);
    expect(events[1]).toMatchObject({ delta: '{"a":1}' });
  });

  it("classifies calls: frontend → pending, interrupt tool → interrupt, invalid → neither", () => {
    const { converter: instance } = run([call("f", "ui"), call("i", "ask"), call("bad", "ui", { invalid: true } as never), call("s", "server")]);
    expect(instance.pendingToolCallIds).toEqual(["f"]);
    expect(instance.interrupts).toEqual([{ id: "i", reason: "approval", toolCallId: "i" }]);
  });

  it("skips preliminary results, stringifies non-strings, and reports denials and errors as results", () => {
    const { events } = run([
      call("c", "server"),
      { type: "tool-result", toolCallId: "c", toolName: "server", input: {}, output: "partial", preliminary: true } as Part,
      { type: "tool-result", toolCallId: "c", toolName: "server", input: {}, output: "plain text" } as Part,
      { type: "tool-result", toolCallId: "c", toolName: "server", input: {}, output: { n: 1 } } as Part,
      { type: "tool-error", toolCallId: "c", toolName: "server", input: {}, error: new Error("bad") } as Part,
      { type: "tool-output-denied", toolCallId: "c", toolName: "server" } as Part,
    ]);
    expect(events.filter((event) => event.type === EventType.TOOL_CALL_RESULT).map((event) => event.content)).toEqual([
      "plain text",
      '{"n":1}',
      '{"error":"bad"}',
      '{"error":"The tool call was denied."}',
    ]);
  });

  it("ignores parts it has no event for, and carries 100k-character deltas whole", () => {
    const big = "x".repeat(100_000);
    const { events } = run([
      { type: "start" },
      { type: "source", sourceType: "url", id: "s", url: "https://x.test" } as Part,
      { type: "raw", rawValue: {} },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", text: big },
    ]);
    expect(events).toEqual([{ type: EventType.TEXT_MESSAGE_CHUNK, messageId: "id-2", role: "assistant", delta: big }]);
  });

  it("sends an empty reasoning delta as a content event inside the reasoning block, as CopilotKit does", () => {
    const { events } = run([
      { type: "reasoning-start", id: "r" } as Part,
      { type: "reasoning-delta", id: "r", text: "" } as Part,
      { type: "reasoning-end", id: "r" } as Part,
    ]);
    expect(events.map((event) => event.type)).toEqual([
      EventType.REASONING_START,
      EventType.REASONING_MESSAGE_START,
      EventType.REASONING_MESSAGE_CONTENT,
      EventType.REASONING_MESSAGE_END,
      EventType.REASONING_END,
    ]);
    expect(events[2]).toMatchObject({ messageId: "id-2", delta: "" });
  });

  it("sends text as chunks, with a fresh message id per step and per text block, never the provider's", () => {
    const { events } = run([
      { type: "text-delta", id: "0", text: "a" },
      { type: "start-step" } as Part,
      { type: "text-delta", id: "0", text: "b" },
      { type: "text-end", id: "0" },
      { type: "text-start", id: "0" },
      { type: "text-delta", id: "0", text: "c" },
      { type: "tool-input-start", id: "c", toolName: "ui" },
    ]);
    const chunks = events.filter((event) => event.type === EventType.TEXT_MESSAGE_CHUNK);
    expect(chunks.map((event) => [event.messageId, event.delta])).toEqual([["id-1", "a"], ["id-2", "b"], ["id-3", "c"]]);
    expect(chunks.every((event) => event.role === "assistant")).toBe(true);
    expect(events.find((event) => event.type === EventType.TOOL_CALL_START)).toMatchObject({ parentMessageId: "id-3" });
    expect(events.slice(-2).map((event) => event.type)).toEqual([EventType.TOOL_CALL_END, EventType.TOOL_CALL_RESULT]);
  });
});
