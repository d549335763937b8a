import { zod3ToJsonSchema } from "./zod3-to-json-schema.js";
import { zod4ToJsonSchema } from "./zod4-to-json-schema.js";
import type { StandardSchemaV1 } from "./types.js";

type JsonSchema = Record<string, unknown>;

const EMPTY_OBJECT_SCHEMA: JsonSchema = { type: "object", properties: {} };

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

const isStandard = (value: unknown): value is StandardSchemaV1 =>
  typeof value === "object" && value !== null && "~standard" in value;

/**
 * The JSON Schema sent to the model for a tool's parameters: Standard JSON Schema when the
 * library provides it (zod ≥ 4.2, valibot, arktype…), older zod 4 and zod 3 through small built-in
 * converters (zod's own generator would weigh on every browser bundle), a plain
 * JSON Schema object as is. `$schema` and `additionalProperties` are removed everywhere (several
 * providers reject them) and the root is always an object schema.
 */
export function toolParametersToJsonSchema(parameters: unknown): JsonSchema {
  if (parameters === undefined || parameters === null) return { ...EMPTY_OBJECT_SCHEMA };
  let schema: unknown;
  if (isStandard(parameters) && parameters["~standard"].jsonSchema) {
    schema = parameters["~standard"].jsonSchema.input({ target: "draft-07" });
  } else if (typeof parameters === "object" && "_zod" in parameters) {
    schema = zod4ToJsonSchema(parameters);
  } else if (typeof parameters === "object" && "_def" in parameters) {
    schema = zod3ToJsonSchema(parameters);
  } else if (isStandard(parameters)) {
    throw new Error(`Cannot derive a JSON Schema from a ${parameters["~standard"].vendor} schema without Standard JSON Schema support`);
  } else {
    schema = parameters;
  }
  const stripped = stripForModels(schema) as JsonSchema;
  return { ...stripped, type: "object", properties: (stripped.properties as JsonSchema | undefined) ?? {} };
}
