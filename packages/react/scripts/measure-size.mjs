#!/usr/bin/env node
// Builds the apps in size-fixture/ with Vite (minified, production) and prints the gzipped size of
// what each ships up front, React excluded (marked external), i.e. its weight over a bare React app:
//   headless — CopilotKitProvider + useAgent, no chat UI (headless.tsx)
//   chat     — CopilotKitProvider + CopilotChat with its stylesheet (main.tsx)
//   core     — CopilotKitCore alone (core-only.ts), the floor under any binding
//   agUiFloor — @ag-ui/client's AbstractAgent alone (ag-ui-floor.ts): what no agent class can shed
// Lazy chunks (loaded by dynamic import()) are not counted: they are not shipped up front.
// Usage: node packages/react/scripts/measure-size.mjs [--json] [--modules=N|all] [--budget=KB]
//   --budget: exit 1 when the chat app's JS + CSS reaches KB (default 100).
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const fixture = fileURLToPath(new URL("../size-fixture/", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const REACT = /^(react|react-dom|scheduler)(\/.*)?$/;
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const budgetKb = Number(option("budget") ?? 100);
const moduleCount = option("modules") === "all" ? Infinity : Number(option("modules") ?? 0);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const packageOf = (rawId) => {
  const id = rawId.replace(/^\0/, "");
  const dependency = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  const workspace = id.match(/packages\/([^/]+)\//);
  return workspace ? `@wingman/${workspace[1]}` : id;
};
const sortedKb = (map, limit = Infinity) =>
  Object.fromEntries([...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, bytes]) => [name, kb(bytes)]));

/** Builds one entry; returns gzipped JS/CSS and rendered (pre-minification) bytes per package and module. */
async function measure(entry) {
  const outputs = await build({
    root: fixture,
    configFile: false,
    logLevel: "error",
    resolve: { conditions: ["source", "browser", "module", "import", "default"] },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      cssCodeSplit: false,
      rollupOptions: { input: `${fixture}${entry}`, external: (id) => REACT.test(id) },
    },
  });
  const files = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((output) => output.output);
  const byPackage = new Map();
  const byModule = new Map();
  let jsRaw = 0;
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    if (file.type === "chunk" && file.isDynamicEntry && !file.isEntry) continue;
    if (file.type === "chunk") {
      jsRaw += Buffer.byteLength(file.code);
      jsGzip += gzipSync(file.code, { level: 9 }).length;
      for (const [id, module] of Object.entries(file.modules)) {
        byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + module.renderedLength);
        const name = id.replace(/^\0/, "").replace(repoRoot, "");
        byModule.set(name, (byModule.get(name) ?? 0) + module.renderedLength);
      }
    } else if (file.fileName.endsWith(".css")) {
      const source = typeof file.source === "string" ? file.source : Buffer.from(file.source);
      cssGzip += gzipSync(source, { level: 9 }).length;
    }
  }
  return {
    jsGzipKb: kb(jsGzip),
    cssGzipKb: kb(cssGzip),
    totalGzipKb: kb(jsGzip + cssGzip),
    jsMinifiedKb: kb(jsRaw),
    renderedKbByPackage: sortedKb(byPackage),
    ...(moduleCount > 0 ? { renderedKbByModule: sortedKb(byModule, moduleCount) } : {}),
  };
}

const report = {
  headless: await measure("headless.tsx"),
  chat: await measure("main.tsx"),
  core: await measure("core-only.ts"),
  agUiFloor: await measure("ag-ui-floor.ts"),
};
const withinBudget = report.chat.totalGzipKb < budgetKb;

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const [name, figures] of Object.entries(report)) {
    console.log(`${name}: ${figures.jsGzipKb} KB JS + ${figures.cssGzipKb} KB CSS = ${figures.totalGzipKb} KB gzipped over React (${figures.jsMinifiedKb} KB minified JS)`);
    console.log(`  by package, after tree-shaking, before minification (KB):`);
    for (const [pkg, size] of Object.entries(figures.renderedKbByPackage)) console.log(`  ${String(size).padStart(7)}  ${pkg}`);
    if (figures.renderedKbByModule) {
      console.log(`  largest modules (KB):`);
      for (const [id, size] of Object.entries(figures.renderedKbByModule)) console.log(`  ${String(size).padStart(7)}  ${id}`);
    }
  }
  console.log(`chat budget < ${budgetKb} KB: ${withinBudget ? "within" : "EXCEEDED"}`);
}
process.exitCode = withinBudget ? 0 : 1;
