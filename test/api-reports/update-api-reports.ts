// Rewrites api-reports/*.api.md from the built type declarations (run `npm run build` first):
//   npm run api:update
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildApiReports, reportPath } from "./api-report.js";

const root = new URL("../..", import.meta.url).pathname;
for (const report of buildApiReports(root)) {
  const path = reportPath(root, report.packageName);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, report.text);
  console.log(`${path}: ${report.undocumented.length} undocumented`);
}
