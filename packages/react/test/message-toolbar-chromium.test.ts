import type { Page } from "playwright-core";
import { recordSpeechSynthesis, spokenTexts, useBuiltPage } from "@wingman/test-support/chromium";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolbarPage } from "./browser/build-page.js";

const built = useBuiltPage("toolbar", buildToolbarPage);
let page: Page;

beforeAll(async () => {
  page = await built.browser.newPage();
  page.on("pageerror", (error) => console.error("[page error]", error));
  await recordSpeechSynthesis(page);
  await page.goto(`${built.origin}/`);
  await page.getByTestId("copilot-assistant-toolbar").waitFor();
}, 60_000);

/** The focused element's accessible name and whether its CSS tooltip is showing (and what it says). */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const after = getComputedStyle(element, "::after");
    return { name: element.getAttribute("aria-label"), tooltip: after.visibility === "visible" && after.opacity === "1" ? after.content : "hidden" };
  });

describe("message toolbars in Chromium", () => {
  it("Tab walks the toolbar buttons, each showing its tooltip on keyboard focus; Enter and Space press them", async () => {
    await page.getByTestId("copilot-chat-textarea").focus();
    // Backwards from the composer: the assistant toolbar is the last thing before it.
    const seen: Array<{ name: string | null; tooltip: string }> = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      seen.unshift(await focused());
    }
    expect(seen).toEqual([
      { name: "Copy message", tooltip: '"Copy message"' },
      { name: "Good response", tooltip: '"Good response"' },
      { name: "Bad response", tooltip: '"Bad response"' },
      { name: "Read aloud", tooltip: '"Read aloud"' },
      { name: "Regenerate reply", tooltip: '"Regenerate reply"' },
    ]);
    const assistantToolbar = page.getByTestId("copilot-assistant-toolbar");
    await assistantToolbar.getByRole("button", { name: "Good response" }).focus();
    await page.keyboard.press("Enter");
    await assistantToolbar.getByRole("button", { name: "Regenerate reply" }).focus();
    await page.keyboard.press("Space");
    await page.getByTestId("copilot-edit-button").focus();
    expect((await focused()).tooltip).toBe('"Edit message"');
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => (globalThis as unknown as { toolbarEvents: string[] }).toolbarEvents)).toEqual(["up:a1", "regenerate:a1", "edit:u1"]);
  });

  it("a tooltip is hidden when the button is neither hovered nor focused", async () => {
    await page.getByTestId("copilot-chat-textarea").focus();
    const visibility = await page.getByTestId("copilot-thumbs-up-button").evaluate((element) => getComputedStyle(element, "::after").visibility);
    expect(visibility).toBe("hidden");
    await page.getByTestId("copilot-thumbs-up-button").hover();
    expect(await page.getByTestId("copilot-thumbs-up-button").evaluate((element) => getComputedStyle(element, "::after").visibility)).toBe("visible");
  });

  it("Read aloud without a handler speaks the reply with the browser's speechSynthesis", async () => {
    const button = page.getByTestId("copilot-read-aloud-button");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spokenTexts(page)).length, { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    expect(await spokenTexts(page)).toEqual(["Oslo is the capital of Norway."]);
  });
});
