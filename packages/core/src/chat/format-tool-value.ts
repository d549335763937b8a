/**
 * A tool call's arguments or result as a tool card shows them: strings as they are, anything else
 * as indented JSON (cycles shown as `"[Circular]"`).
 *
 * @example
 * formatToolValue({ city: "Paris" }); // '{\n  "city": "Paris"\n}'
 */
export function formatToolValue(value: unknown): string {
  if (typeof value === "string") return value;
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === "object" && item !== null) {
        if (seen.has(item)) return "[Circular]";
        seen.add(item);
      }
      return item;
    },
    2,
  );
}
