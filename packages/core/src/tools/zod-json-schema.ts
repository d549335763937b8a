import { zodToJsonSchema } from "zod-to-json-schema";
import type { $ZodType } from "zod/v4/core";
import { toJSONSchema } from "zod/v4/core";
import type { ZodType } from "zod/v3";

/**
 * A zod schema without Standard JSON Schema support as JSON Schema: zod 4 (before 4.2) through
 * zod's own `toJSONSchema`, zod 3 through the maintained zod-to-json-schema. This module is only
 * ever imported dynamically (see tool-parameters-schema.ts), so an app that passes no such schema
 * never downloads zod.
 */
export function zodSchemaToJsonSchema(schema: unknown): Record<string, unknown> {
  if (typeof schema === "object" && schema !== null && "_zod" in schema) {
    // Dates and transforms have no JSON form: offer them as "any" rather than fail the run.
    return toJSONSchema(schema as $ZodType, { target: "draft-7", io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  }
  return zodToJsonSchema(schema as ZodType, { $refStrategy: "none" }) as Record<string, unknown>;
}
