/**
 * A tool call's arguments as an object: `{}` when the text is not JSON or not a JSON object (`""`,
 * `[]`, `null`, `42`), because a model's malformed arguments must not break the conversation.
 *
 * @example
 * safeParseToolArgs('{"city":"Paris"}'); // { city: "Paris" }
 * safeParseToolArgs("[1]"); // {}
 */
export function safeParseToolArgs(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
