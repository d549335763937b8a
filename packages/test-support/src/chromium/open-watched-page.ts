import type { Browser, Page } from "playwright-core";

/**
 * A new page whose failures are collected into `errors`: uncaught exceptions, answers of 400 and
 * above (with their URL), and console errors other than Chromium's own "Failed to load resource"
 * (already counted as the failed answer). A test asserts `errors` is empty at its end.
 */
export async function openWatchedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  return { page, errors };
}
