import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

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

describe("require() from CommonJS", () => {
  it.each(entries)("require(%j) gives %s", async (specifier, exportName) => {
    const script = `const m = require(${JSON.stringify(specifier)}); process.stdout.write(typeof m[${JSON.stringify(exportName)}]);`;
    const { stdout } = await run(process.execPath, ["--no-warnings", "--input-type=commonjs", "-e", script], { cwd: process.cwd() });
    expect(stdout).toBe("function");
  });
});
