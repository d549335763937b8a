import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoPage, type DemoInChromium } from "./demo-in-chromium.js";


let demo: DemoInChromium;
let page: Page;

beforeAll(async () => {
  ({ demo, page } = await startDemoPage());
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

describe("the demo page from the keyboard", () => {
  it("the first Tab offers a skip link that lands in the composer", async () => {
    // As after loading the page: nothing focused, Tab starts from the top of the document.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute("tabindex");
    });
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Skip to chat");
    expect(await page.getByTestId("skip-to-chat").isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    const composer = page.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    expect(await composer.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("radio groups move with the arrow keys: the chat layout and the accent swatches", async () => {
    const popup = page.getByRole("radio", { name: "Popup" });
    const sidebar = page.getByRole("radio", { name: "Sidebar" });
    expect(await popup.getAttribute("tabindex")).toBe("-1");
    await sidebar.focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => popup.getAttribute("aria-checked")).toBe("true");
    expect(await focused()).toBe("Popup");
    await page.keyboard.press("ArrowLeft");
    await poll(() => sidebar.getAttribute("aria-checked")).toBe("true");

    const swatches = page.getByRole("radiogroup", { name: "Accent colour" });
    await swatches.getByRole("radio", { checked: true }).focus();
    const before = await page.evaluate(() => document.documentElement.dataset.accent);
    await page.keyboard.press("ArrowRight");
    await poll(() => page.evaluate(() => document.documentElement.dataset.accent)).not.toBe(before);
    expect(await focused()).toBe(await page.evaluate(() => document.documentElement.dataset.accent));
    await page.keyboard.press("End");
    await poll(() => page.evaluate(() => document.documentElement.dataset.accent)).toBe("sky");
  });

  it("honours prefers-reduced-motion", async () => {
    const duration = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector(".app__main")!).transitionDuration));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await duration()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: null });
  });
});

describe("deleting a conversation", () => {
  it("asks first: Cancel keeps it, Delete removes it", async () => {
    const input = page.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    await input.fill("hello");
    await input.press("Enter");
    const items = page.locator(".threads__item[data-thread-id]");
    await poll(() => items.count()).toBe(1);
    await items.first().getByRole("button", { name: /^Delete/ }).click();
    const confirm = items.first().getByRole("group", { name: /^Delete/ });
    expect(await confirm.innerText()).toContain("cannot be undone");
    expect(await focused()).toBe("Delete");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await items.count()).toBe(1);
    await items.first().getByRole("button", { name: /^Delete/ }).click();
    await page.keyboard.press("Escape");
    await poll(() => confirm.count()).toBe(0);
    expect(await items.count()).toBe(1);
    await items.first().getByRole("button", { name: /^Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await poll(() => items.count()).toBe(0);
  });
});
