import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { spokenTexts } from "./record-speech.js";

/** How a demo's checks reach its chat, shared by the React demo's and the Angular demo's tests. */
export interface DemoChatDriver {
  readonly page: Page;
  /** The chat element. */
  readonly chat: () => Locator;
  /** Fills the composer and presses Enter. */
  readonly send: (text: string) => Promise<void>;
  /** Resolves when no run is going. */
  readonly waitForIdle: () => Promise<void>;
  /** How the binding writes a version's place, e.g. `(index, count) => `${index}/${count}``. */
  readonly position: (index: number, count: number) => string;
}

/** Asked before the question whose answer is regenerated; the offline model can't, and says what it can. */
const FIRST_QUESTION = "book me a flight to Paris";
const FIRST_ANSWER = "On this page I can:";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 50 });

/**
 * On a demo page whose chat has Read aloud (`recordSpeechSynthesis` installed) and the clipboard
 * granted, in an empty conversation: two questions, Copy and Read aloud on the second answer, then
 * Regenerate of that answer keeps the first question and its answer (the anchor bug wiped them) and the
 * replaced answer as version 1 of 2, and Edit starts a branch at the second question.
 */
export async function checkDemoToolbarAndBranches(driver: DemoChatDriver): Promise<void> {
  const { page, chat, send, waitForIdle, position } = driver;
  const assistantMessages = () => chat().locator(".wm-message--assistant");
  const userMessages = () => chat().locator(".wm-message--user");
  const positionOf = (message: Locator) => message.locator(".wm-branch-navigation__position").textContent();
  await send(FIRST_QUESTION);
  await assistantMessages().first().filter({ hasText: FIRST_ANSWER }).waitFor();
  await waitForIdle();
  await send("hello");
  // Counted first: the first answer also names the offline demo model, so `.last()` could still be it.
  await poll(() => assistantMessages().count()).toBe(2);
  const answer = assistantMessages().nth(1);
  await answer.filter({ hasText: "offline demo model" }).waitFor();
  await waitForIdle();
  const reasoningBlocks = await chat().locator(".wm-reasoning__toggle").count();
  const toolbar = answer.getByRole("toolbar");
  // "Copied" shows for two seconds: recorded in the page, so a test process slowed by load can't miss it.
  const copiedShown = await recordAriaLabelShown(toolbar, "Copied");
  await toolbar.getByRole("button", { name: "Copy message" }).click();
  await poll(copiedShown).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("offline demo model");
  await toolbar.getByRole("button", { name: "Read aloud" }).click();
  await poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(0);
  expect((await spokenTexts(page)).at(-1)).toContain("offline demo model");

  await toolbar.getByRole("button", { name: "Regenerate reply" }).click();
  await poll(() => positionOf(assistantMessages().last())).toBe(position(2, 2));
  await waitForIdle();
  await expectFirstExchangeKept();
  // The new answer shows its own reasoning only: the replaced answer's stays in its branch.
  await poll(() => chat().locator(".wm-reasoning__toggle").count()).toBe(reasoningBlocks);
  // The replaced answer is a branch: back to it, forward to the new one, and back again.
  for (const [button, index] of [["Previous version", 1], ["Next version", 2], ["Previous version", 1]] as const) {
    await assistantMessages().last().getByRole("button", { name: button }).click();
    await poll(() => positionOf(assistantMessages().last())).toBe(position(index, 2));
    await expectFirstExchangeKept();
  }
  expect(await assistantMessages().last().innerText()).toContain("offline demo model");

  await userMessages().last().getByRole("button", { name: "Edit message" }).click();
  await chat().getByRole("textbox", { name: "Edit your message" }).fill("Show me an example in markdown");
  await chat().locator(".wm-message__editor").getByRole("button", { name: "Send" }).click();
  await poll(() => positionOf(userMessages().last())).toBe(position(2, 2));
  await assistantMessages().last().filter({ hasText: "an explicit return type" }).waitFor();
  await waitForIdle();
  await expectFirstExchangeKept();

  async function expectFirstExchangeKept() {
    await poll(() => userMessages().count()).toBe(2);
    expect(await userMessages().first().innerText()).toContain(FIRST_QUESTION);
    expect(await assistantMessages().first().innerText()).toContain(FIRST_ANSWER);
  }
}

/**
 * Watches `container` from now on for an element whose `aria-label` is `label` (a transient state such
 * as "Copied"); resolves a reader of whether one has appeared since.
 */
async function recordAriaLabelShown(container: Locator, label: string): Promise<() => Promise<boolean>> {
  const key = `__wingmanLabelShown_${Math.random().toString(36).slice(2)}`;
  await container.evaluate(
    (element, { key, label }) => {
      const record = window as unknown as Record<string, boolean>;
      const observer = new MutationObserver(() => check());
      const check = (): void => {
        if (!element.querySelector(`[aria-label="${CSS.escape(label)}"]`)) return;
        record[key] = true;
        observer.disconnect();
      };
      record[key] = false;
      observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
      check();
    },
    { key, label },
  );
  return () => container.page().evaluate((name) => (window as unknown as Record<string, boolean>)[name] === true, key);
}
