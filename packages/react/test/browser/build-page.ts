import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { assertChromiumInstalled, buildVitePage, chromiumLaunchOptions, serveStatic } from "@wingman/test-support/chromium";

/** Bundles `toolbar-page/` with Vite into `outDir`, workspace packages taken from source. */
export function buildToolbarPage(outDir: string): Promise<void> {
  return buildTestPage("toolbar-page", outDir);
}

/** Bundles the test page in `browser/<page>/` into `outDir`. */
export function buildTestPage(page: string, outDir: string): Promise<void> {
  return buildVitePage(fileURLToPath(new URL(`./${page}/`, import.meta.url)), outDir);
}

/** A built test page served on 127.0.0.1 with Chromium launched; `close()` ends all three. */
export interface ServedTestPage {
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds `browser/<page>/`, serves it and launches Chromium: a suite's `beforeAll` (and `close` its `afterAll`). */
export async function serveTestPage(page: string): Promise<ServedTestPage> {
  assertChromiumInstalled();
  const outDir = await mkdtemp(join(tmpdir(), `wingman-${page}-`));
  await buildTestPage(page, outDir);
  const site = await serveStatic(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    origin: site.origin,
    browser,
    async close() {
      await browser.close();
      await site.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
