import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageRoot = fileURLToPath(new URL("../../", import.meta.url));
const manifest = JSON.parse(readFileSync(`${packageRoot}package.json`, "utf8")) as { exports: Record<string, { source: string }> };

/**
 * The core's own modules (paths under src/) in one entry point's static graph: the entry's chunk and
 * the chunks it imports statically. Chunks reached only by a dynamic import() (the realtime
 * transport) load on demand, so they are not counted. Dependencies stay external.
 */
async function modulesOf(entry: string): Promise<string[]> {
  const source = manifest.exports[entry]?.source;
  if (!source) throw new Error(`@wingman/core has no "${entry}" entry`);
  const result = await build({
    absWorkingDir: packageRoot,
    entryPoints: [source],
    bundle: true,
    splitting: true,
    outdir: "entry-points-out",
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    packages: "external",
    logLevel: "silent",
  });
  const outputs = result.metafile.outputs;
  const start = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === source.replace(/^\.\//, ""));
  if (!start) throw new Error(`esbuild produced no chunk for ${source}`);
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) pending.push(imported.path);
    }
  }
  const inputs = new Set<string>();
  for (const name of seen) for (const input of Object.keys(outputs[name]?.inputs ?? {})) inputs.add(input);
  return [...inputs]
    .filter((path) => path.startsWith("src/"))
    .map((path) => path.slice("src/".length))
    .sort();
}

// What a headless app does not need: UI support for the bindings (chat/, markdown/) and voice input (audio/).
const BINDING_ONLY = /^(chat|markdown|audio)\//;

describe("@wingman/core entry points", () => {
  it("the root entry (the client) pulls in no chat, markdown or audio module", async () => {
    const root = await modulesOf(".");
    expect(root).toContain("client/copilot-kit-core.ts");
    expect(root.filter((path) => BINDING_ONLY.test(path))).toEqual([]);
  });

  it("the realtime transport is a lazy chunk of the root, outside its static graph", async () => {
    const root = await modulesOf(".");
    expect(root).toContain("realtime/load-realtime.ts");
    expect(root).not.toContain("realtime/web-socket-agent.ts");
  });

  it("each subpath carries its own part", async () => {
    const chat = await modulesOf("./chat");
    expect(chat).toEqual(expect.arrayContaining(["chat/chat-controller.ts", "markdown/parse-markdown.ts", "markdown/complete-partial-markdown.ts"]));
    expect(await modulesOf("./audio")).toContain("audio/audio-recorder.ts");
    expect(await modulesOf("./realtime")).toContain("realtime/web-socket-agent.ts");
  });
});
