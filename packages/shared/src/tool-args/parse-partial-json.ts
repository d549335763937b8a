import untruncateModule from "untruncate-json";

type Untruncate = (json: string) => string;

// untruncate-json ships CommonJS with an ESM `module` field: Node hands us `{ default }`, bundlers the function.
const untruncate: Untruncate =
  typeof untruncateModule === "function"
    ? (untruncateModule as unknown as Untruncate)
    : (untruncateModule as unknown as { default: Untruncate }).default;

/** Parses JSON that may be cut off mid-stream (closing what is open); undefined when it cannot. */
export function parsePartialJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(untruncate(text));
  } catch {
    return undefined;
  }
}

/**
 * CopilotKit's name for reading streamed JSON (tool arguments as they arrive): what
 * `parsePartialJson` gives, or `{}` when nothing can be read yet.
 *
 * @example
 * partialJSONParse('{"city":"Par'); // { city: "Par" }
 * partialJSONParse(""); // {}
 */
export function partialJSONParse(json: string): unknown {
  return parsePartialJson(json) ?? {};
}
