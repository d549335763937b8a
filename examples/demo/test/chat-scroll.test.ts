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

/** How many pixels of the conversation lie below the visible part of the message list. */
const hiddenBelow = () =>
  page.evaluate(() => {
    const scroll = document.querySelector<HTMLElement>(".wm-chat__scroll")!;
    return scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight;
  });

describe("the end of a long answer", () => {
  it("stays in view when the suggestion chips appear below it, and a button scrolls back down", async () => {
    const chat = page.locator(".wm-chat");
    const input = chat.getByRole("textbox", { name: "Message" });
    for (let turn = 1; turn <= 3; turn++) {
      await input.fill("Show me an example in markdown");
      await input.press("Enter");
      await poll(() => chat.locator(".wm-message--assistant", { hasText: "an explicit return type" }).count()).toBe(turn);
      await chat.getByRole("button", { name: "Send message" }).waitFor();
    }
    // The answer overflows the list, and the chips for the next step have appeared under it.
    await chat.locator(".wm-suggestion").first().waitFor();
    expect(await page.evaluate(() => document.querySelector<HTMLElement>(".wm-chat__scroll")!.scrollHeight > document.querySelector<HTMLElement>(".wm-chat__scroll")!.clientHeight)).toBe(true);
    await poll(hiddenBelow).toBeLessThanOrEqual(1);

    await page.evaluate(() => void (document.querySelector<HTMLElement>(".wm-chat__scroll")!.scrollTop = 0));
    const button = chat.getByTestId("copilot-scroll-to-bottom");
    await button.click();
    await poll(hiddenBelow).toBeLessThanOrEqual(1);
    await poll(() => button.count()).toBe(0);
  });
});
