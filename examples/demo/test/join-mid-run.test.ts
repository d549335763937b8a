import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";
import { holdAnswers, releaseAnswers } from "./start-demo-server.js";

let demo: DemoInChromium;
let context: BrowserContext;

beforeAll(async () => {
  // The answer is held after its first line (the test gate) until tab B has been checked: a paced
  // answer finished before tab B opened on a loaded machine.
  demo = await startDemoInChromium({ servers: [{}] });
  context = await demo.browser.newContext({ viewport: { width: 1440, height: 900 } });
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

async function open(page: Page): Promise<Page> {
  page.setDefaultTimeout(20_000);
  await page.goto(demo.servers[0]!.origin);
  await page.locator(".wm-chat").getByRole("textbox", { name: "Message" }).waitFor();
  return page;
}

describe("a second tab that opens the conversation mid-answer", () => {
  it("shows the run's shared state and the conversation's title at once, while the answer streams", async () => {
    // Tab A's plan is edited before its runtime has answered (its /info held until then), as a quick
    // user or a loaded machine does: the edit must reach the run all the same. This was B3's
    // intermittent failure: the edit went to the stand-in agent and was lost, the page then seeded
    // the default plan (a budget of 1200), and tab B showed that, the run's state, instead of 4321.
    const tabA = await context.newPage();
    let answerInfo!: () => void;
    const infoHeld = new Promise<void>((resolve) => (answerInfo = resolve));
    await tabA.route("**/api/copilotkit/info", async (route) => {
      await infoHeld;
      await route.continue();
    });
    await open(tabA);
    await tabA.getByTestId("plan-budget").fill("4321");
    answerInfo();

    const input = tabA.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    await holdAnswers(demo.servers[0]!);
    await input.fill("Show me an example in markdown");
    // The runtime has answered (a message sent before it would wait for it, shown as waiting).
    await poll(() => tabA.locator(".wm-chat").getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    await input.press("Enter");
    await tabA.locator(".wm-message--assistant").last().filter({ hasText: "Here is" }).waitFor();
    // The edit is what the run started with (the page seeds a new conversation once its agent is ready).
    expect(await tabA.getByTestId("plan-budget").inputValue()).toBe("4321");

    // Same browser: tab B opens the same conversation (remembered in localStorage) while the answer is held.
    const tabB = await open(await context.newPage());
    const current = tabB.locator(".threads__item--current[data-thread-id]");
    await poll(() => current.count()).toBe(1);
    await poll(() => tabB.getByTestId("plan-budget").inputValue()).toBe("4321");
    expect(await current.innerText()).toContain("Show me an example in markdown");
    expect(await current.innerText()).not.toContain("Untitled");
    // All of this while the answer was still streaming.
    expect(await tabA.locator(".wm-chat").getByRole("button", { name: "Stop generating" }).isVisible()).toBe(true);
    expect(await releaseAnswers(demo.servers[0]!)).toBe(1);
    await tabA.locator(".wm-chat").getByRole("button", { name: "Send message" }).waitFor();
    await tabB.locator(".wm-message--assistant").last().filter({ hasText: "an explicit return type" }).waitFor();
    expect(await tabB.getByTestId("plan-budget").inputValue()).toBe("4321");
  });
});
