// Every schema library a tool may be described with reaches the model as the same JSON Schema, through
// a frontend tool (core converts it, the runtime forwards it) and through a BuiltInAgent server tool.
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { BuiltInAgent, defineTool } from "@wingman/agent";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { jsonSchema, simulateReadableStream, type FlexibleSchema } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { type } from "arktype";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { z as zod4Before42 } from "zod/v4";
import { z as zod4 } from "zod-v4";
import { z as zod4Mini } from "zod-v4/mini";
import { CopilotKitCore, immediateScheduler } from "../../src/index.js";

/** What every library below must turn into (once `$schema`/`additionalProperties` are set aside). */
const expected = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "number" }, note: { type: "string" } },
  required: ["city", "days"],
};

const schemas: ReadonlyArray<readonly [string, unknown]> = [
  ["plain JSON Schema", expected],
  ["zod 3 (zod-to-json-schema, loaded on demand)", z.object({ city: z.string(), days: z.number(), note: z.string().optional() })],
  [
    "zod 4 before 4.2 (zod's toJSONSchema, loaded on demand)",
    zod4Before42.object({ city: zod4Before42.string(), days: zod4Before42.number(), note: zod4Before42.string().optional() }),
  ],
  ["zod 4.3 (Standard JSON Schema)", zod4.object({ city: zod4.string(), days: zod4.number(), note: zod4.string().optional() })],
  ["zod 4.3 mini (zod's toJSONSchema, loaded on demand)", zod4Mini.object({ city: zod4Mini.string(), days: zod4Mini.number(), note: zod4Mini.optional(zod4Mini.string()) })],
  ["arktype (Standard JSON Schema)", type({ city: "string", days: "number", "note?": "string" })],
  ["valibot (toStandardJsonSchema)", toStandardJsonSchema(v.object({ city: v.string(), days: v.number(), note: v.optional(v.string()) }))],
];

/** The schema as a model provider would judge it: keys some providers reject set aside, `required` unordered. */
function comparable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(comparable);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== "$schema" && key !== "additionalProperties")
      .map(([key, value]) => [key, key === "required" && Array.isArray(value) ? [...value].sort() : comparable(value)]),
  );
}

/** A model that answers "ok" to every call and keeps what each call offered it. */
function recordingModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "ok" },
          { type: "text-end", id: "t" },
          {
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          },
        ],
        chunkDelayInMs: null,
        initialDelayInMs: null,
      }),
    }),
  });
}

/** The input schema the model was offered for `toolName` in its latest call. */
function offered(model: MockLanguageModelV3, toolName: string): unknown {
  const tools = model.doStreamCalls.at(-1)?.tools ?? [];
  const tool = tools.find((candidate) => candidate.name === toolName);
  if (!tool || tool.type !== "function") throw new Error(`the model was not offered ${toolName}: ${JSON.stringify(tools)}`);
  return tool.inputSchema;
}

const frontendModel = recordingModel();
const serverModel = recordingModel();
let served: ServedCopilotRuntime;

beforeAll(async () => {
  const serverTools = schemas.map(([name, schema], index) =>
    defineTool({
      name: `server${index}`,
      description: name,
      // A plain JSON Schema goes to the AI SDK through its jsonSchema(); the libraries as they are.
      parameters: (index === 0 ? jsonSchema(schema as Record<string, unknown>) : schema) as FlexibleSchema<unknown>,
      execute: () => "unused",
    }),
  );
  const runtime = new CopilotRuntime({
    agents: {
      frontend: new BuiltInAgent({ model: frontendModel }),
      server: new BuiltInAgent({ model: serverModel, tools: serverTools }),
    },
  });
  served = await serveCopilotRuntime({ runtime, basePath: "/api/copilotkit" });
});
afterAll(async () => {
  await served?.close();
});

async function runOnce(agentId: string, register: (core: CopilotKitCore) => void): Promise<void> {
  const core = new CopilotKitCore({ runtimeUrl: served.url, scheduler: immediateScheduler });
  register(core);
  await core.connect();
  const agent = core.getAgent(agentId)!;
  agent.threadId = globalThis.crypto.randomUUID();
  agent.addMessage({ id: "u1", role: "user", content: "Hello" });
  const errors: string[] = [];
  core.subscribe({ onError: ({ error }) => void errors.push(error.message) });
  await core.runAgent({ agent });
  expect(errors).toEqual([]);
}

describe("tool schemas reach the model as the same JSON Schema", () => {
  it.each(schemas.map(([name, schema], index) => [name, schema, index] as const))("as a frontend tool: %s", async (_name, schema, index) => {
    await runOnce("frontend", (core) => core.addTool({ name: `frontend${index}`, parameters: schema as Record<string, unknown>, handler: () => "ok" }));
    expect(comparable(offered(frontendModel, `frontend${index}`))).toEqual(expected);
  });

  it("as BuiltInAgent server tools: every library", async () => {
    await runOnce("server", () => {});
    const seen = schemas.map(([name], index) => ({ name, schema: comparable(offered(serverModel, `server${index}`)) }));
    expect(seen).toEqual(schemas.map(([name]) => ({ name, schema: expected })));
  });
});
