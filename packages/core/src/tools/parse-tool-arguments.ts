/** Throws unless `value` is a plain object (tool arguments are always an object). */
export function ensureObjectArgs(value: unknown, toolName: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`Arguments of tool '${toolName}' must be a JSON object, got ${Array.isArray(value) ? "an array" : typeof value}`);
  }
  return value as Record<string, unknown>;
}

/** Parses a tool call's `arguments` string: empty/null/undefined give `{}`, anything else must be a JSON object. */
export function parseToolArguments(raw: unknown, toolName: string): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === "") return {};
  if (typeof raw !== "string") return ensureObjectArgs(raw, toolName);
  if (raw.trim() === "") return {};
  return ensureObjectArgs(JSON.parse(raw), toolName);
}
