// `npm run test:durations`: runs the unit and integration projects once and records each file's
// duration in test/sequencer/file-durations.json, the order a fresh clone starts its files in
// (test/sequencer/longest-first-sequencer.ts). Stale figures only make that order less good.
// `node scripts/record-test-durations.mjs report.json` records them from a JSON report made already.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const report = process.argv[2] ?? runTests();
const { testResults } = JSON.parse(readFileSync(report, "utf8"));
const durations = Object.fromEntries(
  testResults
    .map((file) => [relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(join(root, "test/sequencer/file-durations.json"), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files recorded`);

function runTests() {
  const output = join(mkdtempSync(join(tmpdir(), "wingman-durations-")), "report.json");
  const projects = ["unit", "integration-shared", "unit-integration"].flatMap((name) => ["--project", name]);
  execFileSync("npx", ["vitest", "run", ...projects, "--reporter=dot", "--reporter=json", `--outputFile.json=${output}`], { cwd: root, stdio: "inherit" });
  return output;
}
