import { fileURLToPath } from "node:url";
import { buildVitePage } from "@wingman/test-support/chromium";

/** Bundles `toolbar-page/` with Vite into `outDir`, workspace packages taken from source. */
export function buildToolbarPage(outDir: string): Promise<void> {
  return buildTestPage("toolbar-page", outDir);
}

/** Bundles the test page in `browser/<page>/` into `outDir`. */
export function buildTestPage(page: string, outDir: string): Promise<void> {
  return buildVitePage(fileURLToPath(new URL(`./${page}/`, import.meta.url)), outDir);
}
