import { fileURLToPath } from "node:url";
import { buildVitePage } from "@wingman/test-support/chromium";

/** Bundles `browser/<page>/` (Angular in JIT mode: the page imports the compiler) into `outDir`. */
export function buildTestPage(page: string, outDir: string): Promise<void> {
  return buildVitePage(fileURLToPath(new URL(`./${page}/`, import.meta.url)), outDir);
}
