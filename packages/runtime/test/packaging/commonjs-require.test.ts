import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);

// What a CommonJS server (an older Express app, a Jest setup) writes. Node 20.19+ can require ES
// modules, as long as each exports map offers a condition `require` matches ("default"). This runs
// against the built packages (`npm test` builds first), as an app would load them.
const entries: ReadonlyArray<readonly [specifier: string, exportName: string]> = [
  ["@wingman/runtime", "CopilotRuntime"],
  ["@wingman/runtime/node", "serveCopilotRuntime"],
  ["@wingman/runtime/hono", "createCopilotHonoHandler"],
  ["@wingman/runtime/express", "createCopilotExpressHandler"],
  ["@wingman/runner-sqlite", "SqliteAgentRunner"],
  ["@wingman/runner-redis", "RedisAgentRunner"],
  ["@wingman/agent", "BuiltInAgent"],
  ["@wingman/shared", "finalizeRunEvents"],
  ["@wingman/core", "CopilotKitCore"],
];

// One child requires every entry (a node process costs seconds on a loaded machine); each entry is
// required on its own, so one that fails says so without hiding the others.
const script = `
const results = {};
for (const [specifier, exportName] of ${JSON.stringify(entries)}) {
  try { results[specifier] = typeof require(specifier)[exportName]; }
  catch (error) { results[specifier] = String(error && error.stack || error); }
}
process.stdout.write(JSON.stringify(results));`;

describe("require() from CommonJS", () => {
  let results: Record<string, string>;
  beforeAll(async () => {
    const { stdout } = await run(process.execPath, ["--no-warnings", "--input-type=commonjs", "-e", script], { cwd: process.cwd() });
    results = JSON.parse(stdout) as Record<string, string>;
  });

  it.each(entries)("require(%j) gives %s", (specifier) => {
    expect(results[specifier]).toBe("function");
  });
});
