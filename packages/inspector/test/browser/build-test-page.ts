import { fileURLToPath } from "node:url";
import { build, defaultClientConditions } from "vite";

/** Bundles `page/` with Vite into `outDir`, workspace packages taken from source. */
export async function buildTestPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL("./page/", import.meta.url)),
    logLevel: "warn",
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, target: "es2022", reportCompressedSize: false },
  });
}
