import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemo, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

const CHROMIUM = "/usr/bin/chromium";

let server: DemoServerProcess;
let dataDir: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "wingman-natural-"));
  await buildDemo();
  [server, browser] = await Promise.all([
    startDemoServer({ dataDir, tokenDelayMs: 0 }),
    chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }),
  ]);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(20_000);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the offline demo model on the demo page", () => {
  it('"Add milk to the list and change the background to light blue" changes both', async () => {
    await page.goto(server.origin);
    const input = page.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    await input.fill("Add milk to the list and change the background to light blue");
    await input.press("Enter");
    await expect.poll(() => page.getByTestId("plan-checklist").innerText()).toContain("milk");
    await expect.poll(async () => (await page.getByTestId("accent-name").innerText()).toLowerCase()).toBe("sky");
    expect(await page.evaluate(() => document.documentElement.dataset.accent)).toBe("sky");
    await expect.poll(() => page.locator(".wm-message--assistant").last().innerText()).toContain("Done");
    expect(await page.locator(".wm-chat pre").count()).toBe(0);
  });
});
