import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { buildApiReports, reportPath } from "./api-report.js";
import { findOptionDocProblems } from "./option-docs.js";

// Reads the built .d.ts files: `npm test` builds first. Run `npm run build && npm run api:update`
// after changing a public export, and review the diff of api-reports/.
const root = new URL("../..", import.meta.url).pathname;
const reports = buildApiReports(root);

describe("API reports", () => {
  it.each(reports.map((report) => [report.packageName, report] as const))(
    "%s: the committed report matches the built declarations",
    (_name, report) => {
      const path = reportPath(root, report.packageName);
      const committed = existsSync(path) ? readFileSync(path, "utf8") : "";
      expect(
        committed === report.text,
        `${relative(root, path)} is stale: run \`npm run build && npm run api:update\` and commit the diff`,
      ).toBe(true);
    },
  );

  it("every public export has a JSDoc summary", () => {
    expect(reports.flatMap((report) => report.undocumented)).toEqual([]);
  });

  // Read from the sources, not the build: see option-docs.ts for what counts as an options type and a
  // default. A TypeScript program over every package: ~6 s of CPU, 54 s measured at load 30, hence
  // the long bound (a hang, not a slow machine, is what it should catch).
  it("every optional member of a public options or props type has a JSDoc, stating the default the source applies", { timeout: 300_000 }, () => {
    expect(findOptionDocProblems(root)).toEqual([]);
  });
});
