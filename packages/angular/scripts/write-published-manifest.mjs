#!/usr/bin/env node
// ng-packagr writes dist/package.json from this package.json, which serves the workspace: its
// exports point into dist/ and carry a "source" condition (Vitest loads src/ through it), and a
// published package has neither. Rewrites them for dist/ as the package root, the layout npm
// publishes (`npm publish packages/angular/dist`).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const file = fileURLToPath(new URL("../dist/package.json", import.meta.url));
const manifest = JSON.parse(readFileSync(file, "utf8"));

const fromDist = (target) => (typeof target === "string" ? target.replace(/^\.\/dist\//, "./") : target);
for (const [subpath, conditions] of Object.entries(manifest.exports ?? {})) {
  if (typeof conditions !== "object" || conditions === null) continue;
  delete conditions.source;
  manifest.exports[subpath] = Object.fromEntries(Object.entries(conditions).map(([name, target]) => [name, fromDist(target)]));
}
delete manifest.files;
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
