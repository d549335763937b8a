import type { Browser } from "playwright-core";
import { expect } from "vitest";

/**
 * A new browser (its own context: no cookie, no storage) opens a demo at `origin`, whose threads so far
 * belong to another browser: the runtime lists none for it, and the page's thread panel shows only
 * its draft. Both demos (React and Angular) give each browser its own threads through the visitor cookie.
 */
export async function expectNoThreadsInAnotherBrowser(browser: Browser, origin: string, pageErrors: string[]): Promise<void> {
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    otherPage.on("pageerror", (error) => pageErrors.push(`other browser: ${error.message}`));
    // Its thread list as the runtime answered it, then as the page shows it once loaded (no fixed wait).
    const listed = otherPage.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith("/threads"));
    await otherPage.goto(origin);
    await otherPage.getByTestId("runtime-status").filter({ hasText: "Runtime connected" }).waitFor({ timeout: 30_000 });
    expect(((await (await listed).json()) as { threads: unknown[] }).threads).toEqual([]);
    await otherPage.locator(".threads__list:not([aria-busy])").waitFor();
    await otherPage.locator(".threads__item--draft").waitFor();
    expect(await otherPage.locator(".threads__item[data-thread-id]").count()).toBe(0);
  } finally {
    await other.close();
  }
}
