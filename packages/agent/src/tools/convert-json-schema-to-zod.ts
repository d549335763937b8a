import { z } from "zod";

/** The JSON Schema subset `convertJsonSchemaToZodSchema` reads (CopilotKit's `JsonSchema`). */
export interface JsonSchema {
  type: "object" | "string" | "number" | "integer" | "boolean" | "array";
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
}

/**
 * A zod schema validating what `schema` describes: objects (with their `required` keys), strings
 * (an `enum` becomes `z.enum`), numbers, integers, booleans and arrays, descriptions kept. With
 * `required` false the value may also be undefined. For apps that validate tool arguments with zod;
 * the agent itself hands JSON Schema to the model unchanged.
 *
 * @throws {TypeError} for a type outside that subset, or an array without `items`.
 * @example
 * convertJsonSchemaToZodSchema({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }, true);
 */
export function convertJsonSchemaToZodSchema(schema: JsonSchema, required: boolean): z.ZodTypeAny {
  const base = baseSchema(schema);
  const described = schema.description ? base.describe(schema.description) : base;
  return required ? described : described.optional();
}

function baseSchema(schema: JsonSchema): z.ZodTypeAny {
  switch (schema.type) {
    case "object": {
      const needed = new Set(schema.required ?? []);
      const shape: Record<string, z.ZodTypeAny> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) shape[key] = convertJsonSchemaToZodSchema(property, needed.has(key));
      return z.object(shape);
    }
    case "string":
      return schema.enum && schema.enum.length > 0 ? z.enum(schema.enum as [string, ...string[]]) : z.string();
    case "number":
      return z.number();
    case "integer":
      return z.number().int();
    case "boolean":
      return z.boolean();
    case "array":
      if (!schema.items) throw new TypeError("Invalid JSON schema: an array needs `items`");
      return z.array(convertJsonSchemaToZodSchema(schema.items, true));
    default:
      throw new TypeError(`Invalid JSON schema: unsupported type ${JSON.stringify((schema as { type?: unknown }).type)}`);
  }
}
