import type { StandardSchemaV1 } from "./standard-schema.js";

/** Options of `schemaToJsonSchema`. */
export interface SchemaToJsonSchemaOptions {
  /**
   * The converter for zod schemas that carry no Standard JSON Schema (zod 3, and zod 4 before 4.2):
   * zod-to-json-schema's `zodToJsonSchema`, or one that also calls zod 4's `z.toJSONSchema`. Without
   * it such a schema is rejected: this package never reads zod's internals itself.
   */
  readonly zodToJsonSchema?: (schema: unknown, options?: { $refStrategy?: string }) => Record<string, unknown>;
}

const hasField = (value: unknown, field: string): boolean =>
  (typeof value === "object" || typeof value === "function") && value !== null && field in value;

/**
 * Whether a schema is a zod schema (3 or 4) that cannot describe itself through Standard JSON
 * Schema, so that converting it needs `SchemaToJsonSchemaOptions.zodToJsonSchema`.
 */
export function needsZodConverter(schema: unknown): boolean {
  const zod = hasField(schema, "_zod") || hasField(schema, "_def");
  return zod && (schema as Partial<StandardSchemaV1>)["~standard"]?.jsonSchema === undefined;
}

/**
 * The JSON Schema (draft-07) of a schema's input, from the schema library's own Standard JSON
 * Schema support (zod ≥ 4.2, arktype, valibot through `toStandardJsonSchema`…); zod schemas
 * without it (zod 3, zod 4 before 4.2) go through the injected `zodToJsonSchema`. The one schema
 * converter of Wingman: tool parameters are rendered through it.
 *
 * @throws {TypeError} for a schema without Standard JSON Schema support and no converter for it.
 * @example
 * schemaToJsonSchema(z.object({ city: z.string() })); // zod ≥ 4.2
 * // { type: "object", properties: { city: { type: "string" } }, required: ["city"], … }
 */
export function schemaToJsonSchema(schema: StandardSchemaV1, options: SchemaToJsonSchemaOptions = {}): Record<string, unknown> {
  // zod 3 before 3.24 has no `~standard` at all.
  const standard = (schema as Partial<StandardSchemaV1>)["~standard"];
  if (standard?.jsonSchema) return standard.jsonSchema.input({ target: "draft-07" });
  // A schema that says it is zod (its vendor) goes to the converter too, as CopilotKit's does.
  if (needsZodConverter(schema) || standard?.vendor === "zod") {
    if (options.zodToJsonSchema) return options.zodToJsonSchema(schema, { $refStrategy: "none" });
    throw new TypeError(
      "Cannot convert schema to JSON Schema: a zod schema without Standard JSON Schema support (zod 3, zod 4 before 4.2) needs the zodToJsonSchema option",
    );
  }
  throw new TypeError(
    `Cannot convert schema to JSON Schema: the ${standard?.vendor ?? "non-standard"} schema has no Standard JSON Schema support, and no zodToJsonSchema fallback applies to it`,
  );
}
