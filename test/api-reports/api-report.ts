import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { declarationReadingOptions } from "../api-surface/extract-exports.js";

/** One published package: where it lives, and the type declarations and source of each of its entry points. */
export interface PublishedPackage {
  readonly name: string;
  readonly directory: string;
  readonly entries: ReadonlyArray<{ readonly entry: string; readonly declarations: string; readonly source?: string }>;
}

/** The workspace packages an app can install (not `private`), with every entry point that has types. */
export function publishedPackages(root: string): PublishedPackage[] {
  const packagesDirectory = join(root, "packages");
  const result: PublishedPackage[] = [];
  for (const folder of readdirSync(packagesDirectory).sort()) {
    const directory = join(packagesDirectory, folder);
    let manifest: { name: string; private?: boolean; exports?: Record<string, { types?: string; source?: string }> };
    try {
      manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
    } catch {
      continue;
    }
    if (manifest.private) continue;
    const entries = Object.entries(manifest.exports ?? {})
      .filter(([, conditions]) => typeof conditions === "object" && conditions.types?.endsWith(".d.ts"))
      .map(([entry, conditions]) => ({
        entry,
        declarations: join(directory, conditions.types!),
        ...(conditions.source === undefined ? {} : { source: join(directory, conditions.source) }),
      }));
    if (entries.length > 0) result.push({ name: manifest.name, directory: realpathSync(directory), entries });
  }
  return result;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * The text a reviewer should see for one declaration: its `.d.ts` form without comments. A
 * variable is printed with its `declare const` so the kind stays visible.
 */
function declarationText(declaration: ts.Declaration): string {
  const node =
    ts.isVariableDeclaration(declaration) && ts.isVariableDeclarationList(declaration.parent)
      ? declaration.parent.parent
      : declaration;
  return printer.printNode(ts.EmitHint.Unspecified, node, declaration.getSourceFile()).trim();
}

/** The first line of an export's JSDoc, or undefined when it has none. */
function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  // The first paragraph, on one line: a summary a reviewer can read next to the declaration.
  return text === "" ? undefined : text.split(/\n\s*\n/)[0]!.replace(/\s*\n\s*/g, " ");
}

/** Where a declaration comes from when it is not the package's own: another package's name. */
function foreignOrigin(fileName: string, own: PublishedPackage, all: readonly PublishedPackage[]): string | undefined {
  const path = realpathSync(fileName);
  if (path.startsWith(own.directory + sep)) return undefined;
  const sibling = all.find((candidate) => path.startsWith(candidate.directory + sep));
  if (sibling) return sibling.name;
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
  return match ? match[1]!.replace(/\\/g, "/") : relative(own.directory, path);
}

/** An `./internal` entry: what Wingman's own packages share, outside the public API (docs/public-api.md). */
export const isInternalEntry = (entry: string): boolean => entry === "./internal" || entry.endsWith("/internal");

const INTERNAL_NOTE =
  "Internal: for Wingman's own packages only, not part of the public API; these names may change in any release (docs/public-api.md).";

/** Counts of what a report found, so a test can hold the line on documentation. */
export interface ApiReport {
  readonly packageName: string;
  readonly text: string;
  readonly undocumented: readonly string[];
}

/**
 * Builds one Markdown report per published package from its built `.d.ts` files: every export of
 * every entry point with its declaration, so any change to the public surface shows in review.
 * Names re-exported from another package are listed by origin, not repeated.
 */
export function buildApiReports(root: string): ApiReport[] {
  const packages = publishedPackages(root);
  const entryFiles = packages.flatMap((pkg) => pkg.entries.map((entry) => entry.declarations));
  const program = ts.createProgram({
    rootNames: entryFiles,
    options: declarationReadingOptions,
  });
  const checker = program.getTypeChecker();
  return packages.map((pkg) => {
    const lines: string[] = [
      `# API report: ${pkg.name}`,
      "",
      "Generated from the built type declarations by `npm run api:update`; `test/api-reports` fails when it is stale.",
      "Review every change here: it is a change to what apps can import.",
    ];
    const undocumented: string[] = [];
    for (const { entry, declarations } of pkg.entries) {
      const source = program.getSourceFile(declarations);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`no module in ${declarations} (is the package built?)`);
      const specifier = entry === "." ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
      lines.push("", `## \`${specifier}\``, "");
      if (isInternalEntry(entry)) lines.push(INTERNAL_NOTE, "");
      const byOrigin = new Map<string, string[]>();
      const own: string[] = [];
      const exported = [...checker.getExportsOfModule(moduleSymbol)].sort((a, b) => a.name.localeCompare(b.name));
      for (const symbol of exported) {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const found = target.declarations ?? [];
        const origin = found[0] && foreignOrigin(found[0].getSourceFile().fileName, pkg, packages);
        if (found.length === 0 || origin !== undefined) {
          const key = origin ?? "(unresolved)";
          byOrigin.set(key, [...(byOrigin.get(key) ?? []), symbol.name]);
          continue;
        }
        const summary = summaryOf(target, checker);
        if (summary === undefined) undocumented.push(`${specifier}: ${symbol.name}`);
        own.push(`### ${symbol.name}${symbol.name === target.name ? "" : ` (alias of ${target.name})`}`, "");
        own.push(summary === undefined ? "_(undocumented)_" : `> ${summary}`, "");
        own.push("```ts", ...found.map(declarationText), "```", "");
      }
      for (const [origin, names] of [...byOrigin].sort(([a], [b]) => a.localeCompare(b))) {
        lines.push(`Re-exported from \`${origin}\`:`, "", ...names.map((name) => `- \`${name}\``), "");
      }
      lines.push(...own);
    }
    return { packageName: pkg.name, text: `${lines.join("\n").trimEnd()}\n`, undocumented };
  });
}

/** Where a package's committed report lives. */
export function reportPath(root: string, packageName: string): string {
  return join(root, "api-reports", `${packageName.replace(/^@/, "").replace("/", "-")}.api.md`);
}
