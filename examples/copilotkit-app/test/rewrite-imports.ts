import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** `from "x"`, `import "x"` and `import("x")`: the places a module specifier stands in our sources. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"'\n]+)\2/g;

/** Rewrites the import specifiers of one source text through `mapping`; everything else stays as written. */
export function rewriteImports(source: string, mapping: Readonly<Record<string, string>>): { text: string; rewritten: number } {
  let rewritten = 0;
  const text = source.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const target = mapping[specifier];
    if (target === undefined) return whole;
    rewritten += 1;
    return `${lead}${quote}${target}${quote}`;
  });
  return { text, rewritten };
}

/** Applies `rewriteImports` to every .ts/.tsx file under `directory`; resolves how many specifiers changed. */
export async function rewriteImportsInTree(directory: string, mapping: Readonly<Record<string, string>>): Promise<number> {
  let total = 0;
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const { text, rewritten } = rewriteImports(await readFile(file, "utf8"), mapping);
    if (rewritten > 0) await writeFile(file, text);
    total += rewritten;
  }
  return total;
}
