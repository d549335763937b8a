import { defineConfig } from "vitest/config";

// Tests import workspace packages from source (the "source" export condition), so a test run never
// depends on a stale dist/; `npm test` still builds first so that dist/ is type-checked.
const conditions = ["source", "module", "node", "import", "default"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["source"] } },
  test: {
    include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts", "packages/*/src/**/*.test.tsx", "packages/*/test/**/*.test.tsx", "examples/*/test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
