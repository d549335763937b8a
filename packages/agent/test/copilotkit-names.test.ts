import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BuiltInAgent,
  convertJsonSchemaToZodSchema,
  convertMessagesToVercelAISDKMessages,
  convertToolDefinitionsToVercelAITools,
  convertToolsToVercelAITools,
  defineTool,
} from "../src/index.js";

const history: Message[] = [
  { id: "s1", role: "system", content: "Client instructions." },
  { id: "u1", role: "user", content: "Weather in Paris?" },
  {
    id: "a1",
    role: "assistant",
    content: "",
    toolCalls: [{ id: "c1", type: "function", function: { name: "getWeather", arguments: '{"city":"Paris"}' } }],
  },
  { id: "t1", role: "tool", toolCallId: "c1", content: '{"celsius":21}' },
];

describe("convertMessagesToVercelAISDKMessages (CopilotKit's name)", () => {
  it("drops system messages by default and keeps the conversation with each tool call answered", () => {
    const messages = convertMessagesToVercelAISDKMessages(history);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
    expect(messages[1]).toMatchObject({ content: [{ type: "tool-call", toolCallId: "c1", toolName: "getWeather", input: { city: "Paris" } }] });
    expect(messages[2]).toMatchObject({ content: [{ type: "tool-result", toolCallId: "c1", toolName: "getWeather" }] });
  });

  it("puts forwarded system messages first, as one system message", () => {
    const messages = convertMessagesToVercelAISDKMessages(history, { forwardSystemMessages: true });
    expect(messages[0]).toEqual({ role: "system", content: "Client instructions." });
    expect(messages).toHaveLength(4);
  });
});

describe("convertToolsToVercelAITools and convertToolDefinitionsToVercelAITools (CopilotKit's names)", () => {
  it("turns the client's tools into AI SDK tools without execute, their JSON Schema intact", () => {
    const parameters = { type: "object", properties: { city: { type: "string", format: "city-name" } }, required: ["city"] };
    const tools = convertToolsToVercelAITools([{ name: "getWeather", description: "Weather", parameters }]);
    expect(tools.getWeather!.execute).toBeUndefined();
    expect((tools.getWeather!.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual(parameters);
  });

  it("rejects a parameters object that is no object schema with CopilotKit's 'Invalid JSON schema', and takes {} as no arguments", () => {
    expect(() => convertToolsToVercelAITools([{ name: "t", description: "", parameters: { invalid: "schema" } }])).toThrow(/^Invalid JSON schema for tool "t"/);
    expect(() => convertToolsToVercelAITools([{ name: "t", description: "", parameters: { type: "string" } }])).toThrow(/^Invalid JSON schema/);
    const tools = convertToolsToVercelAITools([{ name: "t", description: "", parameters: {} }]);
    expect((tools.t!.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual({ type: "object" });
  });

  it("turns defineTool definitions into AI SDK tools that run execute", async () => {
    const weather = defineTool({
      name: "getWeather",
      description: "Weather",
      parameters: z.object({ city: z.string() }),
      execute: async ({ city }) => ({ city, celsius: 21 }),
    });
    const tools = convertToolDefinitionsToVercelAITools([weather]);
    const result = await tools.getWeather!.execute!({ city: "Paris" }, { toolCallId: "c1", messages: [] });
    expect(result).toEqual({ city: "Paris", celsius: 21 });
    // the app's own function, as CopilotKit hands it to the SDK
    expect(tools.getWeather!.execute).toBe(weather.execute);
  });
});

describe("convertJsonSchemaToZodSchema (CopilotKit's helper)", () => {
  it("validates what the JSON Schema describes: required keys, enums, nested objects, arrays, integers", () => {
    const schema = convertJsonSchemaToZodSchema(
      {
        type: "object",
        properties: {
          status: { type: "string", enum: ["todo", "done"], description: "The status" },
          owner: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
          tags: { type: "array", items: { type: "string" } },
          count: { type: "integer" },
          urgent: { type: "boolean" },
        },
        required: ["status", "owner"],
      },
      true,
    );
    const valid = { status: "todo", owner: { name: "Ada" }, tags: ["a"], count: 2, urgent: false };
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.safeParse({ status: "later", owner: { name: "Ada" } }).success).toBe(false);
    expect(schema.safeParse({ status: "todo" }).success).toBe(false);
    expect(schema.safeParse({ status: "todo", owner: { name: "Ada" }, count: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ status: "todo", owner: { name: "Ada" }, tags: [1] }).success).toBe(false);
    expect((schema as z.ZodObject<z.ZodRawShape>).shape.status!.description).toBe("The status");
  });

  it("makes the value optional when not required, and refuses types it does not know", () => {
    const optional = convertJsonSchemaToZodSchema({ type: "string" }, false);
    expect(optional.parse(undefined)).toBeUndefined();
    expect(() => convertJsonSchemaToZodSchema({ type: "date" } as never, true)).toThrow(/Invalid JSON schema/);
    expect(() => convertJsonSchemaToZodSchema({ type: "array" }, true)).toThrow(/items/);
  });
});

describe("BuiltInAgent.canOverride", () => {
  it("is true exactly for the properties listed in overridableProperties", () => {
    const agent = new BuiltInAgent({ model: "openai/gpt-4o", overridableProperties: ["temperature", "model"] });
    expect(agent.canOverride("temperature")).toBe(true);
    expect(agent.canOverride("model")).toBe(true);
    expect(agent.canOverride("topP")).toBe(false);
    expect(new BuiltInAgent({ model: "openai/gpt-4o" }).canOverride("temperature")).toBe(false);
  });
});
