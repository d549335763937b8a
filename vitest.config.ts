import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";
import { LongestFirstSequencer } from "./test/sequencer/longest-first-sequencer.js";

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

// The server-side packages' integration tests (servers, runners, databases, child processes) that leave no global
// changed: they share workers and module cache as the unit tests do. A fresh process per file spent
// more CPU importing than these 62 files spend testing (bench/results/2026-12-04-test-suite.md).
// Files that need a fresh module graph (a module not loaded yet, a module mock) stay isolated.
const sharedPackages = ["runtime", "core", "runner-sqlite", "runner-redis", "runner-postgres", "agent"];
// React's jsdom tests (.tsx) share too (36 → 71 s of CPU to 102 isolated; they pass in four shuffled file
// orders); its Chromium and build checks (.ts) do not: attachments-chromium failed after other files in
// one worker. Angular's TestBed files fail when shared (7 of 16).
const sharedReact = "packages/react/test/**/*.test.tsx";
const sharedIntegration = [`packages/{${sharedPackages.join(",")}}/test/**/*.test.{ts,tsx}`, sharedReact];
const needsIsolation = [
  // Asserts that the realtime client is not loaded before the agent asks for it.
  "packages/core/test/integration/realtime-lazy-load.test.ts",
  // vi.mock("ai"): a module mock applies to a fresh module graph only.
  "packages/agent/test/ai-mock-compatibility.test.ts",
];

// Every other package's test/ runs isolated: a new package is isolated until it is added above.
const isolatedPackages = readdirSync(join(root, "packages")).filter((name) => !sharedPackages.includes(name));

// The framework production builds (Next, Angular, Vite + Express) take minutes of their own: a
// project apart, so that `npm test` reports them apart and `--project unit --project integration-shared
// --project unit-integration` times the rest.
const productionBuilds = [
  "examples/nextjs/test/next-production.test.ts",
  "examples/angular-demo/test/angular-production.test.ts",
  "examples/angular-demo/test/angular-live-conversations.test.ts",
  "examples/angular-demo/test/docs-screenshots.test.ts",
  "examples/vite-express/test/**/*.test.ts",
];

export default defineConfig({
  plugins: [workspaceSources],
  test: {
    projects: [
      // The unit tests beside the sources share their workers and module cache (isolate: false): a
      // fresh process per file cost these 118 files 79 s of CPU, shared 36 s (bench/results/2026-12-03-
      // test-suite.md). So a test here leaves no global changed (fake timers, stubs: restored in its hooks).
      // Same groupOrder and maxWorkers as unit-integration: they share one pool of four workers.
      {
        extends: true,
        test: { name: "unit", include: ["packages/*/src/**/*.test.{ts,tsx}"], isolate: false, maxWorkers: 4, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: "integration-shared",
          include: sharedIntegration,
          exclude: [...configDefaults.exclude, ...needsIsolation],
          isolate: false,
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "unit-integration",
          include: [
            `packages/{${isolatedPackages.join(",")}}/test/**/*.test.{ts,tsx}`,
            ...needsIsolation,
            "examples/*/test/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...productionBuilds, sharedReact],
          // Vitest's default on 2 cores is one worker (cores - 1), and most of these files wait (on a
          // browser, a child process, a database, a socket) far more than they compute: the whole
          // project used 470 s of CPU over 1,611 s of wall time with one worker. Four files at a time
          // fill the waits (the three projects' 350 s with three workers, 319 s with four, 353 s with six,
          // on a quiet machine); see bench/results for the measurements.
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
        },
      },
      // After unit-integration, not beside it: a framework build takes both cores for minutes and
      // would starve the waiting tests of CPU (and the other way round). One build at a time, as before.
      // Its Angular files share one install and `ng build` of the example (angular-app-work.global.ts).
      {
        extends: true,
        test: {
          name: "production-builds",
          include: productionBuilds,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          globalSetup: ["examples/angular-demo/test/angular-app-work.global.ts"],
        },
      },
    ],
    // Generous: tests wait on events, and on a busy machine a child process alone takes ~20 s to start.
    testTimeout: 60_000,
    // Lit's one-time dev-mode notice is known (every test loads its development build): see the file.
    setupFiles: ["packages/react/test/setup-testing-library.ts", "packages/test-support/src/console/lit-dev-mode-known.ts"],
    hookTimeout: 120_000,
    pool: "forks",
    // The longest files first, across the projects that share the pool (see the sequencer).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
