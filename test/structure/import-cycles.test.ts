import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findImportCycles } from "./find-import-cycles.js";

const root = new URL("../..", import.meta.url).pathname;
const packageSources = readdirSync(join(root, "packages")).map((name) => `packages/${name}/src`);

describe("import cycles", () => {
  it("no package's sources import each other in a circle", () => {
    expect(findImportCycles(root, packageSources)).toEqual([]);
  });

  describe("the check itself", () => {
    const scratch = mkdtempSync(join(tmpdir(), "wingman-cycles-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const write = (files: Record<string, string>) => {
      const folder = mkdtempSync(join(scratch, "case-"));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(folder, path, ".."), { recursive: true });
        writeFileSync(join(folder, path), text);
      }
      return folder;
    };

    it("finds a cycle made only of type imports, across folders and through an index", () => {
      const folder = write({
        "src/a/a.ts": 'import type { B } from "../b/index.js";\nexport interface A { b: B }\n',
        "src/b/index.ts": 'export type { B } from "./b.js";\n',
        "src/b/b.ts": 'import type { A } from "../a/a.js";\nexport interface B { a: A }\n',
        "src/c.tsx": 'import { x } from "./d.js";\nexport const c = x;\n',
        "src/d.ts": "export const x = 1;\n",
      });
      expect(findImportCycles(folder, ["src"])).toEqual([["src/a/a.ts", "src/b/b.ts", "src/b/index.ts"]]);
    });

    it("finds a cycle through a re-export and a dynamic import, and ignores tests", () => {
      const folder = write({
        "src/a.ts": 'export * from "./b.js";\n',
        "src/b.ts": 'export const load = () => import("./a.js");\n',
        "src/a.test.ts": 'import "./a.js";\nimport "./a.test.js";\n',
      });
      expect(findImportCycles(folder, ["src"])).toEqual([["src/a.ts", "src/b.ts"]]);
    });
  });
});
