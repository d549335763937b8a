import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";


let demo: DemoInChromium;
let page: Page;

beforeAll(async () => {
  demo = await startDemoInChromium({ servers: [{ tokenDelayMs: 0 }] });
  page = await demo.newPage();
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

describe("the offline demo model on the demo page", () => {
  it('"Add milk to the list and change the background to light blue" changes both', async () => {
    await page.goto(demo.servers[0]!.origin);
    const input = page.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    await input.fill("Add milk to the list and change the background to light blue");
    await input.press("Enter");
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("milk");
    await poll(async () => (await page.getByTestId("accent-name").innerText()).toLowerCase()).toBe("sky");
    expect(await page.evaluate(() => document.documentElement.dataset.accent)).toBe("sky");
    await poll(() => page.locator(".wm-message--assistant").last().innerText()).toContain("Done");
    expect(await page.locator(".wm-chat pre").count()).toBe(0);
  }, 180_000);
});
