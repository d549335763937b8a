import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier the root entry reaches, following relative imports (type-only ones included). */
function reachableSpecifiers(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith(".")) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe("@wingman/runtime root entry", () => {
  it("loads no framework and no adapter", () => {
    const { files, packages } = reachableSpecifiers(resolve(here, "index.ts"));
    expect([...packages].filter((name) => name === "hono" || name.startsWith("hono/") || name === "express" || name === "ws")).toEqual([]);
    expect([...files].filter((file) => file.includes("/adapters/"))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith("node:"))).toEqual([]);
  });

  it("exports the runtime, the handler, the error and the runner", async () => {
    const entry = await import("./index.js");
    expect(Object.keys(entry)).toEqual(
      expect.arrayContaining([
        "CopilotRuntime",
        "createCopilotRuntimeHandler",
        "WingmanHttpError",
        "InMemoryAgentRunner",
        "ThreadBusyError",
        "ThreadNotFoundError",
      ]),
    );
    expect(Object.keys(await import("./adapters/node/index.js"))).toEqual(
      expect.arrayContaining(["createCopilotNodeListener", "serveCopilotRuntime", "attachCopilotRealtime"]),
    );
  });
});
