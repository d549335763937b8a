import { build, defaultClientConditions } from "vite";

/**
 * Bundles the page in `root` (an index.html and its scripts, TSX compiled with the automatic JSX
 * runtime) with Vite into `outDir`, our workspace packages taken from source.
 */
export async function buildTestPage(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    oxc: { jsx: { runtime: "automatic" } },
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, target: "es2022", reportCompressedSize: false },
  });
}
