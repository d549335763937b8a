import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractExports } from "../api-surface/extract-exports.js";

// docs/public-api.md: an `@wingman/<package>/internal` entry holds what Wingman's own packages share;
// apps never import it, and a name is either public or internal, never both.
const root = new URL("../..", import.meta.url).pathname;
const INTERNAL_IMPORT = /["'](@wingman\/[a-z-]+\/internal)["']/g;

const tracked = (patterns: string[]): string[] =>
  execFileSync("git", ["ls-files", "--", ...patterns], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);

interface Manifest {
  name: string;
  exports?: Record<string, { source?: string; types?: string }>;
}

const packagesWithInternal = tracked(["packages/*/package.json"])
  .map((path) => ({ directory: join(root, path, ".."), manifest: JSON.parse(readFileSync(join(root, path), "utf8")) as Manifest }))
  .filter(({ manifest }) => manifest.exports?.["./internal"]?.source !== undefined);

describe("internal entries", () => {
  it("exist where our packages share code (core and shared at least)", () => {
    expect(packagesWithInternal.map(({ manifest }) => manifest.name)).toEqual(expect.arrayContaining(["@wingman/core", "@wingman/shared"]));
  });

  it("are imported by no example app, benchmark or documentation snippet", () => {
    const offenders: string[] = [];
    for (const path of tracked(["examples", "bench", "docs", "README.md", "packages/*/README.md"])) {
      if (!/\.(ts|tsx|mts|js|mjs|md)$/.test(path)) continue;
      for (const match of readFileSync(join(root, path), "utf8").matchAll(INTERNAL_IMPORT)) offenders.push(`${path}: ${match[1]}`);
    }
    expect(offenders).toEqual([]);
  });

  it("share no name with their package's public entries", () => {
    const overlaps: string[] = [];
    for (const { directory, manifest } of packagesWithInternal) {
      // The built declarations, as apps see them (`npm test` builds first); reading them is quicker than the sources.
      const sources = Object.entries(manifest.exports!).flatMap(([entry, conditions]) =>
        conditions.types?.endsWith(".d.ts") ? [{ entry, file: join(directory, conditions.types) }] : [],
      );
      const names = extractExports(sources.map((source) => source.file));
      const exported = (file: string) => {
        const found = names.get(file)!;
        return new Set([...found.values, ...found.types]);
      };
      const internal = exported(sources.find((source) => source.entry === "./internal")!.file);
      for (const { entry, file } of sources) {
        if (entry === "./internal") continue;
        for (const name of exported(file)) if (internal.has(name)) overlaps.push(`${manifest.name} ${entry} and ./internal: ${name}`);
      }
    }
    expect(overlaps).toEqual([]);
  });
});
