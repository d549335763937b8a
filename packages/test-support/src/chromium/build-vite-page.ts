import { build, defaultClientConditions } from "vite";

/** Bundles the test page whose `index.html` is in `root` with Vite into `outDir`, workspace packages taken from source. */
export async function buildVitePage(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    mode: "production",
    root,
    logLevel: "warn",
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, target: "es2022", reportCompressedSize: false },
  });
}
