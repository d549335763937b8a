import { EventType } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, defineTool } from "../src/index.js";
import { collect, finish, ofType, runInput, scriptedModel, textParts, toolCallParts, types } from "./helpers.js";

const colorTool = {
  name: "setColor",
  description: "Set the page color",
  parameters: { type: "object", properties: { color: { type: "string", enum: ["red", "blue"] }, level: { type: "integer", minimum: 1 } }, required: ["color"] },
};
const titleTool = { name: "setTitle", description: "Set the title", parameters: { type: "object", properties: { title: { type: "string" } } } };

describe("frontend tools", () => {
  it("passes the JSON Schema through unchanged and reports parallel calls as pending", async () => {
    const model = scriptedModel([
      ...toolCallParts("call-a", "setColor", { color: "red", level: 2 }),
      ...toolCallParts("call-b", "setTitle", { title: "Hi" }, false),
      finish("tool-calls"),
    ]);
    const events = await collect(new BuiltInAgent({ model, maxSteps: 5 }).run(runInput({ tools: [colorTool, titleTool] })));
    const offered = model.doStreamCalls[0]!.tools!;
    expect(offered.find((tool) => tool.name === "setColor")).toMatchObject({
      type: "function",
      inputSchema: { properties: { color: { enum: ["red", "blue"] }, level: { type: "integer", minimum: 1 } }, required: ["color"] },
    });
    expect(ofType(events, EventType.TOOL_CALL_START).map((event) => event.toolCallName)).toEqual(["setColor", "setTitle"]);
    const args = (id: string) => ofType(events, EventType.TOOL_CALL_ARGS).filter((event) => event.toolCallId === id).map((event) => event.delta).join("");
    expect(JSON.parse(args("call-a"))).toEqual({ color: "red", level: 2 });
    expect(JSON.parse(args("call-b"))).toEqual({ title: "Hi" });
    expect(ofType(events, EventType.TOOL_CALL_RESULT)).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "success", pendingToolCallIds: ["call-a", "call-b"] } });
    // frontend calls end the SDK loop even with maxSteps > 1
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it("answers a bad tool schema with RUN_ERROR and stays usable", async () => {
    const model = scriptedModel([...textParts("0", "ok"), finish()]);
    const agent = new BuiltInAgent({ model });
    const bad = { name: "nullable", description: "", parameters: { type: ["string", "null"] } };
    const failed = await collect(agent.run(runInput({ tools: [bad] })));
    expect(types(failed)).toEqual([EventType.RUN_STARTED, EventType.RUN_ERROR]);
    expect(failed[1]).toMatchObject({ code: "invalid_tool_schema" });
    expect(Object.keys(failed[1]!).sort()).toEqual(["code", "message", "type"]);
    const ok = await collect(agent.run(runInput({ runId: "run-2" })));
    expect(ok.at(-1)!.type).toBe(EventType.RUN_FINISHED);
  });

  it("feeds earlier tool results back and fills in a result for an unanswered call", async () => {
    const model = scriptedModel([...textParts("0", "ok"), finish()]);
    await collect(
      new BuiltInAgent({ model }).run(
        runInput({
          tools: [titleTool],
          messages: [
            { id: "u1", role: "user", content: "title it" },
            { id: "a1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "setTitle", arguments: '{"title":"A"}' } }] },
            { id: "t1", role: "tool", toolCallId: "c1", content: "title set" },
            { id: "a2", role: "assistant", toolCalls: [{ id: "c2", type: "function", function: { name: "setTitle", arguments: "not json" } }] },
            { id: "u2", role: "user", content: "never mind" },
          ],
        }),
      ),
    );
    const prompt = model.doStreamCalls[0]!.prompt;
    expect(prompt.map((message) => message.role)).toEqual(["user", "assistant", "tool", "assistant", "tool", "user"]);
    expect(prompt[2]!.content[0]).toMatchObject({ type: "tool-result", toolCallId: "c1", output: { type: "text", value: "title set" } });
    expect(prompt[3]!.content[0]).toMatchObject({ type: "tool-call", toolCallId: "c2", input: {} });
    expect(prompt[4]!.content[0]).toMatchObject({ type: "tool-result", toolCallId: "c2", output: { type: "json", value: { error: "The tool call was not answered." } } });
  });
});

describe("server tools", () => {
  const weather = defineTool({
    name: "getWeather",
    description: "Weather for a city",
    parameters: z.object({ city: z.string() }),
    execute: async ({ city }) => {
      if (city === "Atlantis") throw new Error("city not found");
      return { city, celsius: 21 };
    },
  });

  it("runs a server tool, reports its result and continues the loop", async () => {
    const model = scriptedModel([...toolCallParts("w1", "getWeather", { city: "Paris" }), finish("tool-calls")], [...textParts("0", "21 degrees"), finish()]);
    const events = await collect(new BuiltInAgent({ model, tools: [weather] }).run(runInput()));
    const result = ofType(events, EventType.TOOL_CALL_RESULT)[0]!;
    expect(result).toMatchObject({ toolCallId: "w1", role: "tool" });
    expect(JSON.parse(result.content as string)).toEqual({ city: "Paris", celsius: 21 });
    expect(types(events).indexOf(EventType.TOOL_CALL_END)).toBeLessThan(types(events).indexOf(EventType.TOOL_CALL_RESULT));
    expect(model.doStreamCalls[1]!.prompt.at(-1)).toMatchObject({ role: "tool", content: [{ toolCallId: "w1", output: { type: "json" } }] });
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "success" } });
    expect(events.at(-1)!.outcome).not.toHaveProperty("pendingToolCallIds");
    // usage summed over both steps
    expect(events.at(-1)!.usage).toEqual([expect.objectContaining({ inputTokens: 20, outputTokens: 10 })]);
  });

  it("turns a failing server tool into a tool result with the error", async () => {
    const model = scriptedModel([...toolCallParts("w1", "getWeather", { city: "Atlantis" }), finish("tool-calls")], [...textParts("0", "sorry"), finish()]);
    const events = await collect(new BuiltInAgent({ model, tools: [weather] }).run(runInput()));
    const result = ofType(events, EventType.TOOL_CALL_RESULT)[0]!;
    expect(JSON.parse(result.content as string)).toEqual({ error: "city not found" });
    expect(model.doStreamCalls[1]!.prompt.at(-1)).toMatchObject({ role: "tool", content: [{ toolCallId: "w1", output: { type: "error-text" } }] });
    expect(events.at(-1)!.type).toBe(EventType.RUN_FINISHED);
  });

  it("answers a call with invalid input with an error result, not a pending call", async () => {
    const model = scriptedModel([...toolCallParts("w1", "getWeather", { town: 1 }), finish("tool-calls")]);
    const events = await collect(new BuiltInAgent({ model, tools: [weather], maxSteps: 1 }).run(runInput()));
    expect(ofType(events, EventType.TOOL_CALL_RESULT)[0]!.content).toMatch(/error/);
    expect(events.at(-1)!.outcome).toEqual({ type: "success" });
  });

  it("leaves the call of a definition with neither execute nor interrupt to the client, as a pending call", async () => {
    const pick = defineTool({ name: "pickColour", description: "The user picks a colour", parameters: z.object({ hint: z.string() }) });
    const model = scriptedModel([...toolCallParts("p1", "pickColour", { hint: "warm" }), finish("tool-calls")]);
    const events = await collect(new BuiltInAgent({ model, tools: [pick] }).run(runInput()));
    expect(ofType(events, EventType.TOOL_CALL_RESULT)).toEqual([]);
    expect(events.at(-1)!.outcome).toEqual({ type: "success", pendingToolCallIds: ["p1"] });
  });

  it("rejects a definition with both execute and interrupt", () => {
    expect(() => defineTool({ name: "x", description: "", parameters: z.object({}), execute: () => 1, interrupt: true })).toThrow(TypeError);
  });
});
