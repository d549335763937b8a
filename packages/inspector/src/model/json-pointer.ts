/** The reference tokens of an RFC 6901 JSON pointer (`""` is the whole document). */
export function parseJsonPointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new SyntaxError(`Invalid JSON pointer '${pointer}'`);
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Builds a JSON pointer from reference tokens. */
export function formatJsonPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${String(token).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The value at a pointer, or undefined when the path does not exist. */
export function getAtJsonPointer(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const token of parseJsonPointer(pointer)) {
    if (typeof current !== "object" || current === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}
