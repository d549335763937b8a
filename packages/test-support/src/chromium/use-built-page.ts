import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { assertChromiumInstalled, chromiumLaunchOptions } from "./chromium-launch-options.js";
import { serveStatic } from "./serve-static.js";

/** A test page built and served on 127.0.0.1, and the Chromium that opens it (see {@link useBuiltPage}). */
export interface BuiltPage {
  /** The page's origin, `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly browser: Browser;
}

/**
 * Before the tests of the file (or `describe`) it is called in: builds a test page with `build`
 * into a temporary folder named after `name`, serves it, and launches headless Chromium; after
 * them, closes all three. The returned object is usable from the tests and later hooks on.
 */
export function useBuiltPage(name: string, build: (outDir: string) => Promise<void>): BuiltPage {
  let site: { origin: string; close(): Promise<void> } | undefined;
  let pageDir: string | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    assertChromiumInstalled();
    pageDir = await mkdtemp(join(tmpdir(), `wingman-${name}-page-`));
    await build(pageDir);
    site = await serveStatic(pageDir);
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (pageDir) await rm(pageDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`The ${name} page is not built yet: use it from tests or later hooks`);
    return value;
  };
  return {
    get origin() {
      return ready(site).origin;
    },
    get browser() {
      return ready(browser);
    },
  };
}
