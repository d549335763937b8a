import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * Import cycles among the TypeScript sources under the given folders. Type-only imports count:
 * a cycle of types still ties two modules' contracts to each other and blocks moving either one.
 * Tests are left out (a test may import its subject from the package entry).
 * Each cycle is one strongly connected group of files, as paths relative to `root`.
 */
export function findImportCycles(root: string, sourceFolders: readonly string[]): string[][] {
  const files = sourceFolders.flatMap((folder) => listSources(resolve(root, folder)));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0]!)!.includes(group[0]!))
    .map((group) => group.map((file) => relative(root, file)).sort());
}

function listSources(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|d)\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolveRelative(dirname(file), specifier))
    .filter((target): target is string => target !== undefined);
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier).replace(/\.(m?js|jsx)$/, "");
  return [".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"].map((suffix) => base + suffix).find(existsSync);
}

/** Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}
