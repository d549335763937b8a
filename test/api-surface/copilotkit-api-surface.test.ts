import { readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readDocumentedNames } from "./documented-differences.js";
import { extractExports, type ExportedNames } from "./extract-exports.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const MIGRATION_GUIDE = join(root, "docs/migrating-from-copilotkit.md");

interface Surface {
  readonly version: string;
  readonly entries: Record<string, ExportedNames>;
}
const surface = JSON.parse(readFileSync(new URL("./copilotkit-surface.json", import.meta.url), "utf8")) as Surface;

/**
 * CopilotKit's entry points and ours. `todo` pairs are not enforced yet: their missing names are
 * only counted (another part of the compatibility work takes each of them).
 */
const PAIRS: ReadonlyArray<{ theirs: string; ours: string; todo?: string }> = [
  { theirs: "@copilotkitnext/runtime", ours: "@wingman/runtime" },
  { theirs: "@copilotkitnext/runtime/express", ours: "@wingman/runtime/express" },
  { theirs: "@copilotkitnext/shared", ours: "@wingman/shared" },
  { theirs: "@copilotkitnext/core", ours: "@wingman/core" },
  { theirs: "@copilotkitnext/agent", ours: "@wingman/agent" },
  { theirs: "@copilotkitnext/react", ours: "@wingman/react" },
];

/** The source file of one of our entry points (`@wingman/runtime/hono`), from its package's `source` export. */
function sourceOf(entry: string): string {
  const match = /^@wingman\/([^/]+)(\/.+)?$/.exec(entry);
  if (!match) throw new Error(`not a Wingman entry: ${entry}`);
  const directory = realpathSync(join(root, "node_modules/@wingman", match[1]!));
  const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as { exports: Record<string, { source?: string }> };
  const source = manifest.exports[`.${match[2] ?? ""}`]?.source;
  if (!source) throw new Error(`${entry} has no source export`);
  return join(directory, source);
}

const documented = readDocumentedNames(MIGRATION_GUIDE);
const ourEntries = [...new Set([...PAIRS.map((pair) => pair.ours), ...documented.flatMap((row) => (row.movedTo ? [row.movedTo] : []))])];
const ourNames = extractExports(ourEntries.map(sourceOf));
const oursOf = (entry: string): ExportedNames => ourNames.get(sourceOf(entry))!;

/** Their public names (not their `ɵ` internals) with no counterpart of the same kind in ours, and not documented. */
function undocumentedGaps(theirs: string, ours: string): string[] {
  const published = surface.entries[theirs];
  if (!published) throw new Error(`${theirs} is not in copilotkit-surface.json`);
  const own = oursOf(ours);
  const listed = new Set(documented.filter((row) => row.entry === theirs).map((row) => row.name));
  const gaps = new Set<string>();
  for (const name of published.values) if (!own.values.includes(name)) gaps.add(`${name} (value)`);
  for (const name of published.types) if (!own.types.includes(name)) gaps.add(`${name} (type)`);
  return [...gaps].filter((gap) => !gap.startsWith("ɵ") && !listed.has(gap.split(" ")[0]!)).sort();
}

describe(`our exports against CopilotKit's published ${surface.version} declarations`, () => {
  for (const pair of PAIRS) {
    const gaps = undocumentedGaps(pair.theirs, pair.ours);
    if (pair.todo) {
      console.info(`[api-surface] ${pair.theirs} → ${pair.ours}: ${gaps.length} names without a counterpart (not enforced yet)`);
      it.todo(`${pair.theirs} → ${pair.ours}: ${gaps.length} names to add or document (${pair.todo})`);
      continue;
    }
    it(`${pair.theirs} → ${pair.ours}: each of their names has a counterpart or a documented reason`, () => {
      expect(gaps).toEqual([]);
    });
  }

  it("the migration guide's list is current: moved names are where it says, absent names really are absent", () => {
    const stale: string[] = [];
    for (const row of documented) {
      const published = surface.entries[row.entry];
      const pair = PAIRS.find((candidate) => candidate.theirs === row.entry);
      if (!published || !pair) {
        stale.push(`${row.entry} is not a known CopilotKit entry`);
        continue;
      }
      if (!published.values.includes(row.name) && !published.types.includes(row.name)) stale.push(`${row.entry} does not export ${row.name}`);
      if (row.reason.length === 0) stale.push(`${row.name} has no reason`);
      if (row.movedTo) {
        const target = oursOf(row.movedTo);
        const wanted = published.values.includes(row.name) ? target.values : [...target.values, ...target.types];
        if (!wanted.includes(row.name)) stale.push(`${row.movedTo} does not export ${row.name}`);
      } else if (!pair.todo) {
        const own = oursOf(pair.ours);
        if (own.values.includes(row.name) || own.types.includes(row.name)) stale.push(`${pair.ours} exports ${row.name}, listed as absent`);
      }
    }
    expect(stale).toEqual([]);
  });
});
