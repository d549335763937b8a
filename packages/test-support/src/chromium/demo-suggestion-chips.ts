import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { DemoChatDriver } from "./demo-conversation-controls.js";

// B5 on a demo page (React or Angular): every chip the chat offers before the first message is
// something the page can do. Each chip is clicked in a new conversation, and what it should change is
// checked on the page; a chip this file has no check for fails, so a new chip comes with its check.

/** What the steps need of a demo page: its chat, and a way to an empty conversation. */
export interface DemoChipsDriver extends Pick<DemoChatDriver, "page" | "chat" | "waitForIdle"> {
  /** Starts a new, empty conversation (the thread panel's "+ New"), its starting chips shown. */
  readonly newConversation: () => Promise<void>;
}

/** The offline demo model's answer to what it does not understand, or cannot do as asked. */
const FALLBACK = /On this page I can:|I only understand a few kinds of request/;

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });

/** Per chip title: makes the page differ from what the chip asks for, clicks it, and sees it done. */
const CHIP_CHECKS: Record<string, (page: Page, chat: Locator, click: () => Promise<void>) => Promise<void>> = {
  "Show me an example": async (_page, chat, click) => {
    await click();
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "an explicit return type" }).locator("pre").waitFor();
  },
  "Change the accent colour": async (page, chat, click) => {
    const accent = () => page.getByTestId("accent-name").innerText().then((name) => name.trim().toLowerCase());
    await page.getByRole("radiogroup", { name: "Accent colour" }).getByRole("radio", { name: "rose" }).click();
    await poll(accent).toBe("rose");
    await click();
    await poll(accent).toBe("teal");
    await chat.getByTestId("accent-tool-chip").filter({ hasText: "changed to teal" }).waitFor();
  },
  "Ask me to approve": async (page, chat, click) => {
    await click();
    const card = chat.getByTestId("approval-card").last();
    await poll(() => card.getByRole("button", { name: "Approve" }).isEnabled()).toBe(true);
    expect(await card.innerText()).toContain("deploy to production");
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/deploy to production\s+pending/i);
    await card.getByRole("button", { name: "Approve" }).click();
    await chat.locator(".wm-message--assistant").filter({ hasText: "Thanks, you approved it, so I went ahead." }).waitFor();
  },
  "Get the weather": async (page, chat, click) => {
    await click();
    const card = chat.getByTestId("weather-card").last();
    await card.and(page.locator('[data-status="complete"]')).waitFor();
    expect(await card.innerText()).toContain("Lisbon");
  },
  "Add to the checklist": async (page, _chat, click) => {
    const items = page.getByTestId("plan-checklist").locator("li");
    const before = await items.allInnerTexts();
    await click();
    await poll(() => items.count()).toBe(before.length + 1);
    expect((await items.allInnerTexts()).filter((item) => !before.includes(item))).toEqual([expect.stringContaining("order snacks")]);
  },
  "Raise the budget": async (page, _chat, click) => {
    const budget = page.getByTestId("plan-budget");
    await budget.fill("1000");
    await poll(() => budget.inputValue()).toBe("1000");
    await click();
    await poll(() => budget.inputValue()).toBe("2500");
  },
};

/**
 * Clicks each chip the chat offers in an empty conversation, each in a new conversation, and checks
 * that it did what it offers on the page, and that its answer is not the model's "On this page I can"
 * fallback. Returns the chips' titles.
 */
export async function checkEveryStartingSuggestion(driver: DemoChipsDriver): Promise<string[]> {
  const { page, chat, waitForIdle, newConversation } = driver;
  const chips = () => chat().locator(".wm-suggestion");
  await newConversation();
  await chips().first().waitFor();
  const titles = (await chips().allInnerTexts()).map((title) => title.trim());
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => !(title in CHIP_CHECKS)), "chips with no check of what they do").toEqual([]);
  for (const [index, title] of titles.entries()) {
    if (index > 0) await newConversation();
    const chip = chips().filter({ hasText: title });
    await CHIP_CHECKS[title]!(page, chat(), () => chip.click());
    await waitForIdle();
    const answers = await chat().locator(".wm-message--assistant").allInnerTexts();
    expect(answers.length, title).toBeGreaterThan(0);
    for (const answer of answers) expect(answer, `the answer to the chip "${title}"`).not.toMatch(FALLBACK);
  }
  return titles;
}
