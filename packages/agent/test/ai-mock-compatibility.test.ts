import { EventType, type ToolCallResultEvent } from "@ag-ui/client";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { BuiltInAgent, defineTool } from "../src/index.js";
import { collect, finish, ofType, runInput, scriptedModel, textParts, toolCallParts, types } from "./helpers.js";

// An app's test may mock "ai" with only what CopilotKit's BuiltInAgent uses at runtime (streamText
// and tool), as CopilotKit's own tests do. Any other export the run reached would throw here.
vi.mock("ai", async (importOriginal) => {
  const actual = await importOriginal<typeof import("ai")>();
  return { streamText: actual.streamText, tool: actual.tool, simulateReadableStream: actual.simulateReadableStream };
});

describe("BuiltInAgent with 'ai' mocked down to streamText and tool", () => {
  it("runs frontend and server tools across two model steps (the default step limit)", async () => {
    const lookup = defineTool({ name: "lookup", description: "Looks up", parameters: z.object({ q: z.string() }), execute: async ({ q }) => `found ${q}` });
    const model = scriptedModel([...toolCallParts("c1", "lookup", { q: "x" }), finish("tool-calls")], [...textParts("t1", "done"), finish()]);
    const agent = new BuiltInAgent({ model, tools: [lookup] });
    const events = await collect(
      agent.run(runInput({ tools: [{ name: "highlight", description: "Highlights", parameters: { type: "object", properties: { id: { type: "string" } } } }] })),
    );
    expect(types(events).at(-1)).toBe(EventType.RUN_FINISHED);
    expect(ofType<ToolCallResultEvent>(events, EventType.TOOL_CALL_RESULT)[0]!.content).toContain("found x");
    expect(model.doStreamCalls).toHaveLength(2);
    // the frontend tool reached the model with its JSON Schema
    expect(model.doStreamCalls[0]!.tools?.map((tool) => tool.name).sort()).toEqual(["highlight", "lookup"]);
  });
});
