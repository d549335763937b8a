import { join } from "node:path";
import { build, defaultClientConditions } from "vite";

/**
 * Bundles the test page whose `index.html` is in `root` with Vite into `outDir`, workspace packages
 * taken from source. `pages` (HTML files in `root`) builds those pages instead, in one build.
 */
export async function buildVitePage(root: string, outDir: string, pages?: readonly string[]): Promise<void> {
  await build({
    configFile: false,
    mode: "production",
    root,
    logLevel: "warn",
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: "es2022",
      reportCompressedSize: false,
      rolldownOptions: {
        ...(pages === undefined ? {} : { input: pages.map((page) => join(root, page)) }),
        // "use client" marks @wingman/react for React Server Components; a client bundle drops it
        // as it should, and the bundler's warning about that would repeat in every browser test.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  });
}
