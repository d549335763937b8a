import { checkAccessibility, formatViolations } from "@wingman/test-support/axe";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoPage, type DemoInChromium } from "./demo-in-chromium.js";

let demo: DemoInChromium;
let page: Page;

beforeAll(async () => {
  ({ demo, page } = await startDemoPage());
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

/** Fails with axe's own account of every moderate, serious or critical violation on the page as it is now. */
async function expectNoBlockingViolations(label: string): Promise<void> {
  const { blocking } = await checkAccessibility(page, { label, failOn: "moderate" });
  expect(formatViolations(blocking)).toBe("");
}

describe("the React demo under axe-core", () => {
  it("has no moderate, serious or critical violations with the sidebar and a conversation holding a code block", async () => {
    const chat = page.locator(".wm-chat");
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("Show me an example in markdown");
    await input.press("Enter");
    await chat.locator(".wm-message--assistant pre").first().waitFor();
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    await expectNoBlockingViolations("sidebar");
  });

  it("has none with the popup open (one banner landmark: the page's)", async () => {
    await page.getByRole("radio", { name: "Popup" }).click();
    await page.locator(".wm-sidebar").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open chat" }).click();
    const popup = page.locator(".wm-popup");
    await popup.locator(".wm-message--assistant pre").first().waitFor();
    // Measured mid-way through the opening fade, every colour would read as low contrast.
    await popup.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const { blocking, other } = await checkAccessibility(page, { label: "popup open", failOn: "moderate" });
    expect(formatViolations(blocking)).toBe("");
    expect(other.map((violation) => violation.id)).not.toContain("landmark-no-duplicate-banner");
  });
});
