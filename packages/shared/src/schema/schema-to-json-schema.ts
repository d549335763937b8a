import type { StandardSchemaV1 } from "./standard-schema.js";
import { zod3ToJsonSchema } from "./zod3-to-json-schema.js";
import { zod4ToJsonSchema } from "./zod4-to-json-schema.js";

/** Options of `schemaToJsonSchema`. Default: the built-in zod 3 converter. */
export interface SchemaToJsonSchemaOptions {
  /**
   * A converter for zod 3 schemas (zod-to-json-schema's `zodToJsonSchema`, say). Without it the
   * small built-in converter is used, which covers what tool parameters need.
   */
  readonly zodToJsonSchema?: (schema: unknown, options?: { $refStrategy?: string }) => Record<string, unknown>;
}

const hasField = (value: unknown, field: string): boolean => typeof value === "object" && value !== null && field in value;

/**
 * The JSON Schema (draft-07) of a schema's input: from the Standard JSON Schema extension when the
 * library provides it (zod ≥ 4.2, valibot, arktype…), older zod 4 and zod 3 through built-in
 * converters (zod's own generator would weigh on every browser bundle; `zodToJsonSchema` replaces
 * the zod 3 one). The one schema converter of Wingman: tool parameters are rendered through it.
 *
 * @throws {TypeError} for a Standard Schema of another library without Standard JSON Schema support.
 * @example
 * schemaToJsonSchema(z.object({ city: z.string() }));
 * // { type: "object", properties: { city: { type: "string" } }, required: ["city"], … }
 */
export function schemaToJsonSchema(schema: StandardSchemaV1, options: SchemaToJsonSchemaOptions = {}): Record<string, unknown> {
  // zod 3 before 3.24 has no `~standard` at all.
  const standard = (schema as Partial<StandardSchemaV1>)["~standard"];
  if (standard?.jsonSchema) return standard.jsonSchema.input({ target: "draft-07" });
  if (hasField(schema, "_zod")) return zod4ToJsonSchema(schema);
  if (hasField(schema, "_def")) {
    return options.zodToJsonSchema ? options.zodToJsonSchema(schema, { $refStrategy: "none" }) : zod3ToJsonSchema(schema);
  }
  throw new TypeError(`Cannot derive a JSON Schema from a ${standard?.vendor ?? "non-standard"} schema without Standard JSON Schema support`);
}
