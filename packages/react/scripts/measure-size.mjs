#!/usr/bin/env node
// Builds size-fixture/ (an app that renders <CopilotChat/>) with Vite and prints the gzipped size of
// what it ships, React excluded (marked external): @wingman/core + @wingman/react + the chat and
// their dependencies. Usage: node packages/react/scripts/measure-size.mjs [--json] [--budget=80]
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const fixture = fileURLToPath(new URL("../size-fixture/", import.meta.url));
const budgetArg = process.argv.find((arg) => arg.startsWith("--budget="));
const budgetKb = budgetArg ? Number(budgetArg.slice("--budget=".length)) : 80;
const REACT = /^(react|react-dom|scheduler)(\/.*)?$/;

/** Builds one entry of the fixture; returns its gzipped JS/CSS and minified JS per package. */
async function measure(entry) {
  const outputs = await build({
    root: fixture,
    configFile: false,
    logLevel: "warn",
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
  const result = { jsRaw: 0, jsGzip: 0, cssGzip: 0, byPackage: new Map() };
  for (const file of files) {
    // Lazy chunks (the dev console) are not shipped up front.
    if (file.type === "chunk" && file.isDynamicEntry && !file.isEntry) continue;
    if (file.type === "chunk") {
      result.jsRaw += Buffer.byteLength(file.code);
      result.jsGzip += gzipSync(file.code, { level: 9 }).length;
      for (const [id, module] of Object.entries(file.modules)) {
        const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) ?? id.match(/packages\/([^/]+)\//);
        const name = match ? (id.includes("node_modules") ? match[1] : `@wingman/${match[1]}`) : id;
        result.byPackage.set(name, (result.byPackage.get(name) ?? 0) + module.renderedLength);
      }
    } else if (file.fileName.endsWith(".css")) {
      const source = typeof file.source === "string" ? file.source : Buffer.from(file.source);
      result.cssGzip += gzipSync(source, { level: 9 }).length;
    }
  }
  return result;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const app = await measure("main.tsx");
const core = await measure("core-only.ts");
const jsGzip = app.jsGzip;
const jsRaw = app.jsRaw;
const cssGzip = app.cssGzip;
const byPackage = app.byPackage;
const report = {
  jsGzipKb: kb(jsGzip),
  jsMinifiedKb: kb(jsRaw),
  cssGzipKb: kb(cssGzip),
  totalGzipKb: kb(jsGzip + cssGzip),
  coreOnlyJsGzipKb: kb(core.jsGzip),
  reactAndChatJsGzipKb: kb(jsGzip - core.jsGzip),
  budgetKb,
  withinBudget: kb(jsGzip + cssGzip) < budgetKb,
  minifiedKbByPackage: Object.fromEntries([...byPackage].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, kb(bytes)])),
};
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`CopilotChat app without React: ${report.jsGzipKb} KB JS + ${report.cssGzipKb} KB CSS = ${report.totalGzipKb} KB gzipped (budget < ${budgetKb} KB)`);
  console.log(`  of which @wingman/core and its dependencies alone: ${report.coreOnlyJsGzipKb} KB; @wingman/react + chat on top: ${report.reactAndChatJsGzipKb} KB JS + ${report.cssGzipKb} KB CSS`);
  console.log(`JS by package after tree-shaking, before minification (KB):`);
  for (const [name, size] of Object.entries(report.minifiedKbByPackage)) console.log(`  ${String(size).padStart(7)}  ${name}`);
}
process.exitCode = report.withinBudget ? 0 : 1;
