// Regenerates copilotkit-surface.json, the names CopilotKit's published packages export, from
// their type declarations. Run it on a directory where the packages are installed:
//   mkdir /tmp/ck && cd /tmp/ck && npm init -y && npm install --ignore-scripts \
//     @copilotkitnext/{runtime,shared,core,agent,react}@1.54.1 react react-dom
//   node --import ./packages/test-support/src/ts-child/register-ts-hooks.mjs \
//     test/api-surface/generate-copilotkit-surface.ts /tmp/ck 1.54.1
// Only names are kept (never their code), so the test needs neither the packages nor the network.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { extractExports } from "./extract-exports.js";

const [installDirectory, version] = process.argv.slice(2);
if (!installDirectory || !version) throw new Error("usage: generate-copilotkit-surface.ts <install dir> <version>");

const PACKAGES = ["runtime", "shared", "core", "agent", "react"];

/** Every entry point of a package (`.`, `./express`, …) with its ESM type declarations. */
function entriesOf(name: string): Array<{ entry: string; file: string }> {
  const directory = join(installDirectory!, "node_modules", "@copilotkitnext", name);
  const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
    version: string;
    exports: Record<string, { import?: string } | string>;
  };
  if (manifest.version !== version) throw new Error(`@copilotkitnext/${name} is ${manifest.version}, not ${version}`);
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const module = typeof target === "string" ? undefined : target.import;
    if (!module?.endsWith(".mjs")) return [];
    const entry = `@copilotkitnext/${name}${subpath === "." ? "" : subpath.slice(1)}`;
    return [{ entry, file: join(directory, module.replace(/\.mjs$/, ".d.mts")) }];
  });
}

const entries = PACKAGES.flatMap(entriesOf);
const names = extractExports(entries.map(({ file }) => file));
const surface = {
  version,
  note: "Names exported by CopilotKit's published type declarations (see generate-copilotkit-surface.ts). Names only.",
  entries: Object.fromEntries(entries.map(({ entry, file }) => [entry, names.get(file)])),
};
writeFileSync(new URL("./copilotkit-surface.json", import.meta.url), `${JSON.stringify(surface, null, 2)}\n`);
for (const { entry, file } of entries) {
  const { values, types } = names.get(file)!;
  console.log(`${entry}: ${values.length} values, ${types.length} types`);
}
