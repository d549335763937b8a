import { isStandardSchema } from "@wingman/shared/internal";
import type { FrontendTool } from "../types.js";

/** Whether a tool call's arguments match its schema: the parsed value, or why not. */
export type ToolArgumentsValidation =
  | { readonly valid: true; readonly value: Record<string, unknown> }
  | { readonly valid: false; readonly message: string };

const typeMatches = (type: unknown, value: unknown): boolean => {
  if (Array.isArray(type)) return type.some((entry) => typeMatches(entry, value));
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "integer":
      return Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "null":
      return value === null;
    default:
      return true;
  }
};

/** Required keys and top-level property types of a plain JSON Schema (no library needed for that much). */
function validateJsonSchema(schema: Record<string, unknown>, args: Record<string, unknown>): ToolArgumentsValidation {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const key of required) {
    if (!(key in args)) return { valid: false, message: `missing required argument '${key}'` };
  }
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; enum?: unknown[] }>;
  for (const [key, value] of Object.entries(args)) {
    const property = properties[key];
    if (!property) continue;
    if (property.type !== undefined && !typeMatches(property.type, value)) {
      return { valid: false, message: `argument '${key}' must be of type ${JSON.stringify(property.type)}` };
    }
    if (Array.isArray(property.enum) && !property.enum.includes(value)) {
      return { valid: false, message: `argument '${key}' must be one of ${JSON.stringify(property.enum)}` };
    }
  }
  return { valid: true, value: args };
}

/**
 * Validates parsed arguments against the tool's schema before its handler runs: through Standard
 * Schema (zod, valibot, arktype…; the handler then gets the schema's output, defaults applied), or a
 * structural check for plain JSON Schema.
 */
export async function validateToolArguments(
  tool: Pick<FrontendTool, "parameters">,
  args: Record<string, unknown>,
): Promise<ToolArgumentsValidation> {
  const schema = tool.parameters;
  if (!schema) return { valid: true, value: args };
  if (isStandardSchema(schema)) {
    const result = await schema["~standard"].validate(args);
    if (result.issues) {
      const message = result.issues
        .map((issue) => {
          const path = (issue.path ?? []).map((part) => (typeof part === "object" ? String(part.key) : String(part))).join(".");
          return path ? `${path}: ${issue.message}` : issue.message;
        })
        .join("; ");
      return { valid: false, message };
    }
    return { valid: true, value: result.value as Record<string, unknown> };
  }
  return validateJsonSchema(schema as Record<string, unknown>, args);
}
