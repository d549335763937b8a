import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A setup the docs show as a whole file names that file on its first line (`// file: <path>`). The
// file is part of an example app whose tests build and run it (the Next.js, Angular and Vite apps
// run their real production builds), so the copy-paste setups in the docs are kept honest by
// checking that each such block is that file, byte for byte.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const MARKER = /^(?:\/\/|#|<!--) file: (\S+?)(?: -->)?$/;

function documents(): string[] {
  const found = [join(repoRoot, "README.md")];
  for (const folder of ["packages", "examples"]) {
    for (const name of readdirSync(join(repoRoot, folder))) {
      const readme = join(repoRoot, folder, name, "README.md");
      if (existsSync(readme)) found.push(readme);
    }
  }
  const docs = join(repoRoot, "docs");
  if (existsSync(docs)) for (const name of readdirSync(docs)) if (name.endsWith(".md")) found.push(join(docs, name));
  return found;
}

interface FileSnippet {
  readonly document: string;
  readonly path: string;
  readonly body: string;
}

function fileSnippets(): FileSnippet[] {
  const snippets: FileSnippet[] = [];
  for (const document of documents()) {
    const text = readFileSync(document, "utf8");
    for (const match of text.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)) {
      const [first, ...rest] = match[1]!.split("\n");
      const marker = MARKER.exec(first!.trim());
      if (marker) snippets.push({ document: relative(repoRoot, document), path: marker[1]!, body: rest.join("\n") });
    }
  }
  return snippets;
}

describe("setups the docs show as whole files", () => {
  const snippets = fileSnippets();

  it("exist (the README's Frameworks section shows some)", () => {
    expect(snippets.length).toBeGreaterThan(0);
  });

  it.each(snippets.map((snippet) => [`${snippet.document} → ${snippet.path}`, snippet] as const))("%s is the file as it is", (_name, snippet) => {
    const file = join(repoRoot, snippet.path);
    expect(existsSync(file), `${snippet.path} does not exist`).toBe(true);
    expect(snippet.body.trimEnd()).toBe(readFileSync(file, "utf8").trimEnd());
  });
});
