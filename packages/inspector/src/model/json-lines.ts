import { formatJsonPointer } from "./json-pointer.js";
import { safeJsonStringify } from "./safe-json-stringify.js";

/** One line of pretty-printed JSON, with the JSON pointer of the value it shows. */
export interface JsonLine {
  readonly depth: number;
  /** The line without indentation, e.g. `"count": 2,`. */
  readonly text: string;
  readonly path: string;
  /** The value at `path`, or inside it, was changed. */
  readonly highlighted: boolean;
}

/**
 * Pretty-prints a value line by line so that a view can highlight the lines of changed paths: a
 * line is highlighted when its path is a changed path or lies inside one.
 *
 * @example
 * jsonLines({ a: 1, b: 2 }, ["/b"]).filter((line) => line.highlighted).map((line) => line.text); // ['"b": 2']
 */
export function jsonLines(value: unknown, changedPaths: readonly string[] = []): JsonLine[] {
  const lines: JsonLine[] = [];
  const isChanged = (path: string) => changedPaths.some((changed) => path === changed || path.startsWith(`${changed}/`) || changed === "");
  const visit = (current: unknown, tokens: (string | number)[], prefix: string, suffix: string, seen: object[]) => {
    const path = formatJsonPointer(tokens);
    const highlighted = isChanged(path);
    const depth = tokens.length;
    if (typeof current === "object" && current !== null && !seen.includes(current)) {
      const array = Array.isArray(current);
      const items: [string | number, unknown][] = array ? current.map((item, index) => [index, item]) : Object.entries(current);
      if (items.length === 0) {
        lines.push({ depth, text: `${prefix}${array ? "[]" : "{}"}${suffix}`, path, highlighted });
        return;
      }
      lines.push({ depth, text: `${prefix}${array ? "[" : "{"}`, path, highlighted });
      items.forEach(([key, item], index) => {
        const childPrefix = array ? "" : `${JSON.stringify(key)}: `;
        visit(item, [...tokens, key], childPrefix, index < items.length - 1 ? "," : "", [...seen, current]);
      });
      lines.push({ depth, text: `${array ? "]" : "}"}${suffix}`, path, highlighted });
      return;
    }
    const text = typeof current === "object" && current !== null ? '"[Circular]"' : current === undefined ? "undefined" : safeJsonStringify(current);
    lines.push({ depth, text: `${prefix}${text}${suffix}`, path, highlighted });
  };
  visit(value, [], "", "", []);
  return lines;
}
