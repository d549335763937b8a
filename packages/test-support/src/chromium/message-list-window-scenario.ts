// The message list's windowing (react.md §3: above 50 messages, off while the scroller has no
// height) in headless Chromium, where layout, scrolling and ResizeObserver are real: the checks
// every chat binding passes on its long-list page.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { openWatchedPage } from "./open-watched-page.js";
import { useBuiltPage } from "./use-built-page.js";

export interface MessageListWindowScenarioOptions {
  /**
   * Builds the binding's page into `outDir`: its chat (scroller `.wm-chat__scroll`, a region named
   * "Conversation") holding `?count=` messages "Message <i>: …" in a box 600px tall, hidden with
   * `?hidden=1`; `wingmanTest.appendToNewest(text)` grows the newest message and `wingmanTest.show()`
   * shows the box.
   */
  readonly buildPage: (outDir: string) => Promise<void>;
}

const rows = (page: Page) => page.locator('[data-testid="copilot-message-list"] [role="listitem"]');
/** The rendered rows' places in the whole conversation (aria-posinset), and the size they announce. */
const places = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => ({ at: Number(item.getAttribute("aria-posinset")), of: Number(item.getAttribute("aria-setsize")) })));
const scroller = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector(".wm-chat__scroll")!;
    return { top: element.scrollTop, fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight };
  });
/** Whether the element's box overlaps the scroller's visible box. */
const onScreen = (page: Page, text: string) =>
  page.getByText(text).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const view = document.querySelector(".wm-chat__scroll")!.getBoundingClientRect();
    return box.bottom > view.top && box.top < view.bottom;
  });
const frames = (page: Page, count: number) =>
  page.evaluate((count) => new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  }), count);
const appendToNewest = (page: Page, text: string) =>
  page.evaluate((text) => (globalThis as unknown as { wingmanTest: { appendToNewest(text: string): void } }).wingmanTest.appendToNewest(text), text);

/** Registers the windowing checks on the binding's long-list page; call inside a `describe`. */
export function registerMessageListWindowScenario(options: MessageListWindowScenarioOptions): void {
  const built = useBuiltPage("long-list", options.buildPage);

  async function open(query: string): Promise<{ page: Page; errors: string[] }> {
    const opened = await openWatchedPage(built.browser);
    await opened.page.goto(`${built.origin}/?${query}`);
    await rows(opened.page).first().waitFor({ state: "attached" });
    return opened;
  }

  it("opens at its newest message rendering only the rows near the view, each a listitem that knows its place in the whole list", async () => {
    const { page, errors } = await open("count=500");
    await expect.poll(() => onScreen(page, "Message 499:")).toBe(true);
    const shown = await places(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(60);
    expect(shown.at(-1)).toEqual({ at: 500, of: 500 });
    // Contiguous: a window, not scattered rows.
    expect(shown.map((place) => place.at)).toEqual(shown.map((_, index) => shown[0]!.at + index));
    expect(await page.getByRole("list").count()).toBe(1);
    expect((await scroller(page)).fromBottom).toBeLessThanOrEqual(40);
    expect(await page.getByTestId("copilot-scroll-to-bottom").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows a reply growing in the newest message while at the bottom", async () => {
    const { page, errors } = await open("count=300");
    for (let step = 0; step < 20; step++) {
      await appendToNewest(page, `\n\nParagraph ${step} of the reply, long enough to take a line or two of its own.`);
      await frames(page, 1);
    }
    await expect.poll(async () => (await scroller(page)).fromBottom).toBeLessThanOrEqual(40);
    expect(await onScreen(page, "Paragraph 19 of the reply")).toBe(true);
    expect((await places(page)).at(-1)!.at).toBe(300);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("scrolled to the top: shows the first messages and the scroll-to-bottom button, stays put while the reply grows, and the button returns to the newest", async () => {
    const { page, errors } = await open("count=400");
    await expect.poll(() => onScreen(page, "Message 399:")).toBe(true);
    await page.locator(".wm-chat__scroll").evaluate((element) => element.scrollTo({ top: 0 }));
    await expect.poll(async () => (await places(page))[0]!.at).toBe(1);
    await expect.poll(() => onScreen(page, "Message 0:")).toBe(true);
    const button = page.getByTestId("copilot-scroll-to-bottom");
    await button.waitFor();
    await appendToNewest(page, "\n\nMore of the reply.");
    await frames(page, 3);
    expect(await onScreen(page, "Message 0:")).toBe(true);
    expect((await places(page)).some((place) => place.at === 400)).toBe(false);
    await button.click();
    await expect.poll(() => onScreen(page, "More of the reply.")).toBe(true);
    await expect.poll(async () => (await scroller(page)).fromBottom).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("from the keyboard: the focused message region scrolls with PageUp and Home, bringing the earlier rows in", async () => {
    const { page, errors } = await open("count=200");
    await expect.poll(() => onScreen(page, "Message 199:")).toBe(true);
    const firstShown = (await places(page))[0]!.at;
    await page.getByRole("region", { name: "Conversation" }).focus();
    await page.keyboard.press("PageUp");
    await page.keyboard.press("PageUp");
    await expect.poll(async () => (await places(page))[0]!.at).toBeLessThan(firstShown);
    await page.keyboard.press("Home");
    await expect.poll(() => onScreen(page, "Message 0:")).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("renders a list of 50 whole, and every row while the scroller has no height; windows once it is shown", async () => {
    const { page, errors } = await open("count=50");
    expect((await places(page)).length).toBe(50);
    await page.close();

    const hidden = await open("count=120&hidden=1");
    expect((await places(hidden.page)).length).toBe(120);
    await hidden.page.evaluate(() => (globalThis as unknown as { wingmanTest: { show(): void } }).wingmanTest.show());
    await expect.poll(async () => (await places(hidden.page)).length).toBeLessThan(60);
    await expect.poll(() => onScreen(hidden.page, "Message 119:")).toBe(true);
    expect([...errors, ...hidden.errors]).toEqual([]);
    await hidden.page.close();
  });
}
