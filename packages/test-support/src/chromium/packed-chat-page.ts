import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { openWatchedPage } from "./open-watched-page.js";

/**
 * A watched page (see `openWatchedPage`) on an example app's chat at `url`, once it is connected:
 * the composer takes input only after the runtime answered `/info` (after hydration, across origins).
 */
export async function openConnectedChat(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser);
  await page.goto(url);
  await expect.poll(() => page.locator(".wm-chat textarea").isEnabled(), { timeout: 60_000 }).toBe(true);
  return { page, errors };
}

/**
 * Types `text` into the chat's composer and sends it with Enter, once the Send button says the
 * agent is ready (the composer takes text before that); resolves when the composer has emptied.
 */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const composer = page.locator(".wm-chat textarea");
  await composer.fill(text);
  await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled(), { timeout: 60_000 }).toBe(true);
  await composer.press("Enter");
  await expect.poll(() => composer.inputValue(), { timeout: 30_000 }).toBe("");
}
