import type { ActivityMessage } from "@ag-ui/core";
import type { StandardSchemaV1 } from "../types.js";

/**
 * An activity message's content checked with its renderer's schema (synchronously): `{ content }`
 * to render (the schema's output), or undefined, with a warning, when it does not validate.
 * Without a schema the content is rendered as it is.
 */
export function validateActivityContent(schema: StandardSchemaV1<unknown, unknown> | undefined, message: ActivityMessage): { content: unknown } | undefined {
  if (!schema) return { content: message.content };
  const result = schema["~standard"].validate(message.content);
  if (result instanceof Promise || result.issues) {
    console.warn(`Activity content of type '${message.activityType}' did not validate; not rendered`);
    return undefined;
  }
  return { content: result.value };
}
