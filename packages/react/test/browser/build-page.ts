import { fileURLToPath } from "node:url";
import { build, defaultClientConditions } from "vite";

/** Bundles `toolbar-page/` with Vite into `outDir`, workspace packages taken from source. */
export async function buildToolbarPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    mode: "production",
    root: fileURLToPath(new URL("./toolbar-page/", import.meta.url)),
    logLevel: "warn",
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, target: "es2022", reportCompressedSize: false },
  });
}
