import { schemaToJsonSchema, type StandardSchemaV1 } from "@wingman/shared";
import { isStandardSchema, needsZodConverter } from "@wingman/shared/internal";
import { loadZod3ConverterSync } from "./load-zod-converter-sync.js";

type JsonSchema = Record<string, unknown>;
type ZodConverter = (schema: unknown) => JsonSchema;

const EMPTY_OBJECT_SCHEMA: JsonSchema = { type: "object", properties: {} };

let zodConverter: ZodConverter | undefined;
let zodConverterLoading: Promise<void> | undefined;
let zod3ConverterSync: ZodConverter | null | undefined;

/** The converter for these zod parameters now: the lazily loaded one, or under Node zod 3's at once. */
function zodConverterFor(parameters: unknown): ZodConverter | undefined {
  if (zodConverter) return zodConverter;
  if (typeof parameters === "object" && parameters !== null && "_zod" in parameters) return undefined;
  zod3ConverterSync ??= loadZod3ConverterSync() ?? null;
  return zod3ConverterSync ?? undefined;
}

function stripForModels(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripForModels);
  if (typeof schema !== "object" || schema === null) return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema" || key === "additionalProperties") continue;
    result[key] = stripForModels(value);
  }
  return result;
}

/**
 * Undefined when every one of these tool parameters can be converted now (zod 3 under Node too);
 * otherwise a promise that settles once the zod converter (zod-to-json-schema and zod's own
 * `toJSONSchema`) has loaded. It loads on demand, in its own chunk, so that an app passing no zod 3
 * (or zod 4 before 4.2) schema never ships zod. A failed load is retried on the next call.
 */
export function toolSchemasReady(parameters: Iterable<unknown>): Promise<void> | undefined {
  if (zodConverter) return undefined;
  let needed = false;
  // Under Node a zod 3 schema converts at once (zodConverterFor): no chunk to wait for, so a run's
  // first subscription is not a tick late for an agent that emits as soon as it is subscribed.
  for (const value of parameters) if (needsZodConverter(value) && !zodConverterFor(value)) needed = true;
  if (!needed) return undefined;
  zodConverterLoading ??= import("./zod-json-schema.js").then(
    (loaded) => {
      zodConverter = loaded.zodSchemaToJsonSchema;
    },
    (error: unknown) => {
      zodConverterLoading = undefined;
      throw error;
    },
  );
  return zodConverterLoading;
}

/**
 * The JSON Schema sent to the model for a tool's parameters: a schema (zod, valibot, arktype…)
 * converted by `schemaToJsonSchema` from `@wingman/shared`, a plain JSON Schema object as is.
 * `$schema` and `additionalProperties` are removed everywhere (several providers reject them) and
 * the root is always an object schema. A zod schema without Standard JSON Schema support converts
 * once `toolSchemasReady` has settled (a zod 3 schema at once under Node); before that it throws.
 */
export function toolParametersToJsonSchema(parameters: unknown): JsonSchema {
  if (parameters === undefined || parameters === null) return { ...EMPTY_OBJECT_SCHEMA };
  const converter = needsZodConverter(parameters) ? zodConverterFor(parameters) : zodConverter;
  if (!converter && needsZodConverter(parameters)) throw new Error("The zod converter is still loading: await toolSchemasReady first");
  const schema =
    isStandardSchema(parameters) || needsZodConverter(parameters)
      ? schemaToJsonSchema(parameters as StandardSchemaV1, converter ? { zodToJsonSchema: converter } : {})
      : parameters;
  const stripped = stripForModels(schema) as JsonSchema;
  return { ...stripped, type: "object", properties: (stripped.properties as JsonSchema | undefined) ?? {} };
}
