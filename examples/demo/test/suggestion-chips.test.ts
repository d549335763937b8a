import type { Page } from "playwright-core";
import { checkEveryStartingSuggestion } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoPage, type DemoInChromium } from "./demo-in-chromium.js";
import { demoSteps } from "./demo-steps.js";

// B5: the greeting's chips offer only what the page can do. Each is clicked, in a new conversation,
// and what it offers happens on the page.

let demo: DemoInChromium;
let page: Page;
const pageErrors: string[] = [];
const { chat, userMessages, waitForIdle } = demoSteps(() => page);

beforeAll(async () => {
  ({ demo, page } = await startDemoPage());
  page.on("pageerror", (error) => pageErrors.push(error.message));
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

describe("the demo's starting suggestions", () => {
  it("B5: every chip of the greeting does what it offers on the page, none gets the fallback answer", async () => {
    const newConversation = async () => {
      await page.getByRole("button", { name: "+ New" }).click();
      await poll(() => userMessages().count()).toBe(0);
    };
    const titles = await checkEveryStartingSuggestion({ page, chat, waitForIdle, newConversation });
    expect(titles).toEqual(["Show me an example", "Change the accent colour", "Ask me to approve", "Get the weather", "Add to the checklist", "Raise the budget"]);
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
