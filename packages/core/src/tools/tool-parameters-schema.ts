import { isStandardSchema, schemaToJsonSchema, type StandardSchemaV1 } from "@wingman/shared";

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

/** zod 3 before 3.24 has no `~standard`; its schemas still convert. */
const isZod = (value: unknown): boolean => typeof value === "object" && value !== null && ("_zod" in value || "_def" in value);

/**
 * The JSON Schema sent to the model for a tool's parameters: a schema (zod, valibot, arktype…)
 * converted by `schemaToJsonSchema` from `@wingman/shared`, a plain JSON Schema object as is. `$schema` and `additionalProperties` are removed everywhere (several
 * providers reject them) and the root is always an object schema.
 */
export function toolParametersToJsonSchema(parameters: unknown): JsonSchema {
  if (parameters === undefined || parameters === null) return { ...EMPTY_OBJECT_SCHEMA };
  const schema = isStandardSchema(parameters) || isZod(parameters) ? schemaToJsonSchema(parameters as StandardSchemaV1) : parameters;
  const stripped = stripForModels(schema) as JsonSchema;
  return { ...stripped, type: "object", properties: (stripped.properties as JsonSchema | undefined) ?? {} };
}
