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

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 50 });

/**
 * On a demo page whose chat has Read aloud (`recordSpeechSynthesis` installed) and the clipboard
 * granted, in an empty conversation: Copy, Read aloud, then Regenerate keeps the history and the
 * old answer as version 1 of 2, and Edit starts a branch at the user message.
 */
export async function checkDemoToolbarAndBranches(driver: DemoChatDriver): Promise<void> {
  const { page, chat, send, waitForIdle, position } = driver;
  const assistantMessages = () => chat().locator(".wm-message--assistant");
  const userMessages = () => chat().locator(".wm-message--user");
  const positionOf = (message: Locator) => message.locator(".wm-branch-navigation__position").textContent();
  await send("hello");
  const answer = assistantMessages().last();
  await answer.filter({ hasText: "offline demo model" }).waitFor();
  await waitForIdle();
  const toolbar = answer.getByRole("toolbar");
  await toolbar.getByRole("button", { name: "Copy message" }).click();
  await toolbar.getByRole("button", { name: "Copied" }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("offline demo model");
  await toolbar.getByRole("button", { name: "Read aloud" }).click();
  await poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(0);
  expect((await spokenTexts(page)).at(-1)).toContain("offline demo model");

  await toolbar.getByRole("button", { name: "Regenerate reply" }).click();
  await poll(() => positionOf(assistantMessages().last())).toBe(position(2, 2));
  await waitForIdle();
  expect(await userMessages().count()).toBe(1); // the earlier history is kept, not wiped
  // The new answer shows its own reasoning only: the replaced answer's stays in its branch.
  await poll(() => chat().locator(".wm-reasoning__toggle").count()).toBe(1);
  await assistantMessages().last().getByRole("button", { name: "Previous version" }).click();
  await poll(() => positionOf(assistantMessages().last())).toBe(position(1, 2));

  await userMessages().last().getByRole("button", { name: "Edit message" }).click();
  await chat().getByRole("textbox", { name: "Edit your message" }).fill("Show me an example in markdown");
  await chat().locator(".wm-message__editor").getByRole("button", { name: "Send" }).click();
  await poll(() => positionOf(userMessages().last())).toBe(position(2, 2));
  await assistantMessages().last().filter({ hasText: "an explicit return type" }).waitFor();
  await waitForIdle();
}
