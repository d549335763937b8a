import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { recordSpeechSynthesis } from "@wingman/test-support/chromium";
import { expect } from "vitest";
import { buildDemo, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Headless Chromium for a demo test file, `args` added to the usual ones. */
export function launchDemoChromium(args: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...args] });
}

/** Waits for the page to catch up: runs and renders take their time on a loaded machine. */
// 55 s: just under the test's own timeout, which is the real bound. 30 s was missed at load 30 (the
// offline model's answer to "Add milk…" had not reached the page yet).
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });

/** Demo servers (each with its own data directory) and one headless Chromium, for a test file. */
export interface DemoInChromium {
  servers: DemoServerProcess[];
  browser: Browser;
  /** A desktop-sized page, patient enough for a loaded machine. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Builds the demo, then starts one demo server per entry of `servers` (their environment on top of the
 * test defaults) and Chromium with `chromiumArgs` added, all at once.
 */
export async function startDemoInChromium(options: { servers: Array<{ env?: Record<string, string>; tokenDelayMs?: number }>; chromiumArgs?: string[] }): Promise<DemoInChromium> {
  await buildDemo();
  const dataDirs = await Promise.all(options.servers.map(() => mkdtemp(join(tmpdir(), "wingman-demo-"))));
  const [browser, ...servers] = await Promise.all([
    launchDemoChromium(options.chromiumArgs),
    ...options.servers.map((server, index) => startDemoServer({ dataDir: dataDirs[index]!, ...server })),
  ]);
  return {
    servers: servers as DemoServerProcess[],
    browser: browser as Browser,
    newPage: async () => {
      const page = await (browser as Browser).newPage({ viewport: { width: 1440, height: 900 } });
      page.setDefaultTimeout(20_000);
      return page;
    },
    close: async () => {
      await (browser as Browser).close();
      await Promise.all((servers as DemoServerProcess[]).map((server) => server.stop()));
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** One demo server (no word delay) and a page open on it, its composer ready. */
export async function startDemoPage(): Promise<{ demo: DemoInChromium; page: Page }> {
  const demo = await startDemoInChromium({ servers: [{ tokenDelayMs: 0 }] });
  const page = await demo.newPage();
  await page.goto(demo.servers[0]!.origin);
  await page.locator(".wm-chat").getByRole("textbox", { name: "Message" }).waitFor();
  return { demo, page };
}

/**
 * One demo server (no word delay, `env` added) and a page open on it for the assistant toolbar's
 * checks: the clipboard granted and speech synthesis recorded (`recordSpeechSynthesis`).
 */
export async function startToolbarDemoPage(env?: Record<string, string>): Promise<{ demo: DemoInChromium; page: Page }> {
  const demo = await startDemoInChromium({ servers: [{ tokenDelayMs: 0, ...(env && { env }) }] });
  const page = await demo.newPage();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await recordSpeechSynthesis(page);
  await page.goto(demo.servers[0]!.origin);
  return { demo, page };
}
