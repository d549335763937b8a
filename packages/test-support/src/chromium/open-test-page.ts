import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { openWatchedPage } from "./open-watched-page.js";
import { buildVitePage } from "./build-vite-page.js";
import { assertChromiumInstalled, chromiumLaunchOptions } from "./chromium-launch-options.js";
import { serveStatic } from "./serve-static.js";

/** A built test page open in headless Chromium; `close()` ends the browser, the server and the build. */
export interface OpenTestPage {
  readonly page: Page;
  /** The page's failures so far (see `openWatchedPage`): a test asserts it is empty at its end. */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * Builds the page in `root` (see {@link buildVitePage}), serves it on 127.0.0.1 and opens it in
 * headless Chromium with `?runtime=<runtimeUrl>`, its failures collected by `openWatchedPage`.
 */
export async function openTestPage(root: string, runtimeUrl: string): Promise<OpenTestPage> {
  assertChromiumInstalled();
  const outDir = await mkdtemp(join(tmpdir(), "wingman-test-page-"));
  await buildVitePage(root, outDir);
  const site = await serveStatic(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const { page, errors } = await openWatchedPage(browser);
  await page.goto(`${site.origin}/?runtime=${encodeURIComponent(runtimeUrl)}`);
  return {
    page,
    errors,
    async close() {
      await browser.close();
      await site.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
