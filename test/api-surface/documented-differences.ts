import { readFileSync } from "node:fs";

/** One row of the machine-readable list in docs/migrating-from-copilotkit.md. */
export interface DocumentedName {
  /** CopilotKit's entry point, e.g. `@copilotkitnext/runtime`. */
  readonly entry: string;
  readonly name: string;
  /** Where Wingman exports it instead (`@wingman/runtime/hono`), or undefined when it is deliberately absent. */
  readonly movedTo: string | undefined;
  readonly reason: string;
}

const BEGIN = "<!-- api-surface:begin -->";
const END = "<!-- api-surface:end -->";

const cell = (text: string): string => text.trim().replace(/^`|`$/g, "");

/**
 * The rows of the table between the `api-surface` markers: `| entry | name | Wingman | reason |`,
 * where "Wingman" is `—` for a name deliberately absent or the Wingman entry that exports it.
 */
export function readDocumentedNames(file: string): DocumentedName[] {
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${BEGIN} … ${END} section`);
  const rows: DocumentedName[] = [];
  for (const line of text.slice(start + BEGIN.length, end).split("\n")) {
    if (!line.startsWith("|") || /^\|\s*-/.test(line) || /^\|\s*CopilotKit entry/i.test(line)) continue;
    const [entry, name, wingman, ...reason] = line.slice(1, line.endsWith("|") ? -1 : undefined).split("|");
    if (entry === undefined || name === undefined || wingman === undefined) throw new Error(`malformed row: ${line}`);
    const target = cell(wingman);
    rows.push({ entry: cell(entry), name: cell(name), movedTo: target === "—" || target === "-" ? undefined : target, reason: reason.join("|").trim() });
  }
  return rows;
}
