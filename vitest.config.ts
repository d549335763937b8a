import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vitest/config";

const root = new URL(".", import.meta.url).pathname;

// Tests load @wingman/* packages from src/ (each package's "source" export), so a test run never
// depends on a stale dist/. The condition is applied to our packages only: some dependencies
// (eventsource-parser, eventsource) publish TypeScript under a "source" condition Node cannot load.
const workspaceSources: Plugin = {
  name: "wingman-workspace-sources",
  enforce: "pre",
  resolveId(id) {
    const match = /^@wingman\/([^/]+)(\/.+)?$/.exec(id);
    if (!match) return null;
    const directory = realpathSync(join(root, "node_modules/@wingman", match[1]!));
    const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
      exports?: Record<string, { source?: string }>;
    };
    const source = manifest.exports?.[`.${match[2] ?? ""}`]?.source;
    return source ? join(directory, source) : null;
  },
};

export default defineConfig({
  plugins: [workspaceSources],
  test: {
    include: [
      "packages/*/src/**/*.test.{ts,tsx}",
      "packages/*/test/**/*.test.{ts,tsx}",
      "examples/*/test/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    // Generous: tests wait on events, and on a busy machine a child process alone takes ~20 s to start.
    testTimeout: 60_000,
    setupFiles: ["packages/react/test/setup-testing-library.ts"],
    hookTimeout: 120_000,
    pool: "forks",
  },
});
