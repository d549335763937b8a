import { describe, expect, it, onTestFinished, vi } from "vitest";
import { z } from "zod";
import { z as z4 } from "zod/v4";
import { toolParametersToJsonSchema, toolSchemasReady } from "./tool-parameters-schema.js";
import { validateToolArguments } from "./validate-tool-arguments.js";

const hasForbiddenKeys = (value: unknown): boolean =>
  typeof value === "object" && value !== null &&
  Object.entries(value).some(([key, inner]) => key === "$schema" || key === "additionalProperties" || hasForbiddenKeys(inner));

describe("toolParametersToJsonSchema", () => {
  it("without Node's require (a browser), loads the zod converter only for a zod schema without Standard JSON Schema, and converts it once loaded", async () => {
    const nodeProcess = process as { getBuiltinModule?: unknown };
    const getBuiltinModule = nodeProcess.getBuiltinModule;
    nodeProcess.getBuiltinModule = undefined;
    onTestFinished(() => {
      nodeProcess.getBuiltinModule = getBuiltinModule;
    });
    // A fresh module: another test file in this worker may have loaded or cached a converter already.
    vi.resetModules();
    const { toolParametersToJsonSchema, toolSchemasReady } = await import("./tool-parameters-schema.js");
    expect(toolSchemasReady([undefined, { type: "object", properties: {} }])).toBeUndefined();
    const schema = z.object({ city: z.string() });
    expect(() => toolParametersToJsonSchema(schema)).toThrow(/still loading/);
    const loading = toolSchemasReady([schema]);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(toolSchemasReady([schema])).toBeUndefined();
    expect(toolParametersToJsonSchema(schema)).toEqual({ type: "object", properties: { city: { type: "string" } }, required: ["city"] });
  });

  it("under Node, converts a zod 3 schema at once, as CopilotKit's synchronous buildFrontendTools needs; zod 4 waits for the chunk", async () => {
    vi.resetModules();
    const fresh = await import("./tool-parameters-schema.js");
    // Nothing to wait for, so a run's first subscription is not a tick late (an agent that emits as
    // soon as it is subscribed lost its first events to that tick).
    expect(fresh.toolSchemasReady([z.object({ city: z.string() })])).toBeUndefined();
    expect(fresh.toolSchemasReady([z4.object({ days: z4.number() })])).toBeInstanceOf(Promise);
    expect(fresh.toolParametersToJsonSchema(z.object({ city: z.string().describe("Where") }))).toEqual({
      type: "object",
      properties: { city: { type: "string", description: "Where" } },
      required: ["city"],
    });
    expect(() => fresh.toolParametersToJsonSchema(z4.object({ days: z4.number() }))).toThrow(/still loading/);
    await fresh.toolSchemasReady([z4.object({ days: z4.number() })]);
  });

  it.each([
    ["zod 3", z.object({ city: z.string(), days: z.number().int().optional(), tags: z.array(z.object({ name: z.string() })) }).strict()],
    ["zod 4", z4.object({ city: z4.string(), days: z4.number().int().optional(), tags: z4.array(z4.object({ name: z4.string() })) })],
  ])("renders %s without $schema or additionalProperties", async (_name, schema) => {
    await toolSchemasReady([schema]);
    const json = toolParametersToJsonSchema(schema);
    expect(hasForbiddenKeys(json)).toBe(false);
    expect(json).toMatchObject({ type: "object", properties: { city: { type: "string" }, tags: { type: "array" } }, required: ["city", "tags"] });
  });

  it("renders the common zod 3 types: enums, literals, unions, nullable, defaults, descriptions, refinements", async () => {
    await toolSchemasReady([z.object({})]);
    const json = toolParametersToJsonSchema(
      z.object({
        unit: z.enum(["C", "F"]).describe("Temperature unit"),
        kind: z.literal("forecast"),
        when: z.union([z.string(), z.number()]),
        note: z.string().nullable(),
        days: z.number().int().min(1).max(7).default(3),
        city: z.string().refine((value) => value.length > 0),
        meta: z.record(z.boolean()),
      }),
    );
    expect(json).toEqual({
      type: "object",
      properties: {
        unit: { type: "string", enum: ["C", "F"], description: "Temperature unit" },
        kind: { const: "forecast", type: "string" },
        // zod-to-json-schema's form of a union of primitives (what CopilotKit offers too).
        when: { type: ["string", "number"] },
        note: { type: ["string", "null"] },
        days: { type: "integer", minimum: 1, maximum: 7, default: 3 },
        city: { type: "string" },
        meta: { type: "object" },
      },
      required: ["unit", "kind", "when", "note", "city", "meta"],
    });
  });

  it("passes plain JSON Schema through and defaults to an empty object schema", () => {
    expect(toolParametersToJsonSchema({ type: "object", properties: { a: { type: "string" } }, additionalProperties: false })).toEqual({
      type: "object",
      properties: { a: { type: "string" } },
    });
    expect(toolParametersToJsonSchema(undefined)).toEqual({ type: "object", properties: {} });
  });
});

describe("validateToolArguments", () => {
  it("validates through Standard Schema and returns the parsed output", async () => {
    const tool = { parameters: z.object({ city: z.string(), days: z.number().default(1) }) };
    expect(await validateToolArguments(tool, { city: "Paris" })).toEqual({ valid: true, value: { city: "Paris", days: 1 } });
    expect(await validateToolArguments(tool, { city: 42 })).toMatchObject({ valid: false, message: expect.stringContaining("city") });
  });

  it("checks required keys and property types of plain JSON Schema", async () => {
    const tool = { parameters: { type: "object", properties: { n: { type: "integer" } }, required: ["n"] } };
    expect(await validateToolArguments(tool, { n: 2 })).toMatchObject({ valid: true });
    expect(await validateToolArguments(tool, {})).toEqual({ valid: false, message: "missing required argument 'n'" });
    expect(await validateToolArguments(tool, { n: 1.5 })).toMatchObject({ valid: false });
  });
});
