import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { checkAccessibility, formatViolations } from "@wingman/test-support/axe";
import { assertChromiumInstalled, chromiumLaunchOptions, openWatchedPage, serveStatic } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestPage } from "./browser/build-page.js";

let site: { origin: string; close(): Promise<void> };
let pageDir: string;
let browser: Browser;

beforeAll(async () => {
  assertChromiumInstalled();
  pageDir = await mkdtemp(join(tmpdir(), "wingman-components-page-"));
  await buildTestPage("components-page", pageDir);
  site = await serveStatic(pageDir);
  browser = await chromium.launch(chromiumLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (pageDir) await rm(pageDir, { recursive: true, force: true });
});

describe("the chat components under axe-core, on a page with its own banner", () => {
  for (const view of ["chat", "sidebar", "popup"] as const) {
    it(`${view}: no serious or critical violations, and no second banner landmark`, async () => {
      const { page, errors } = await openWatchedPage(browser);
      await page.goto(`${site.origin}/?view=${view}`);
      const chat = page.getByTestId("copilot-chat");
      await chat.locator(".wm-code-block").waitFor();
      // Measured mid-way through an opening animation, every colour would read as low contrast.
      await chat.evaluate((element) => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const { blocking, other } = await checkAccessibility(page, { label: view });
      expect(formatViolations(blocking)).toBe("");
      expect(other.map((violation) => violation.id)).not.toContain("landmark-no-duplicate-banner");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
