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
 * CopilotKit's name for reading streamed tool arguments as they arrive: the object
 * `parsePartialJson` gives, or `{}` when nothing can be read yet or the JSON is not an object
 * (a string, number, array or null is no argument list), as CopilotKit 1.54.1's does.
 *
 * @example
 * partialJSONParse('{"city":"Par'); // { city: "Par" }
 * partialJSONParse(""); // {}
 * partialJSONParse("[1, 2]"); // {}
 */
export function partialJSONParse(json: string): unknown {
  const parsed = parsePartialJson(json);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
}
