import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { assertChromiumInstalled, checkDemoToolbarAndBranches, checkEveryStartingSuggestion, chromiumLaunchOptions, demoAnswerGate, recordSpeechSynthesis } from "@wingman/test-support/chromium";
import { checkAccessibility, formatViolations } from "@wingman/test-support/axe";
import { startFakeOpenAITranscriptionServer, verboseJson, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAngularApp, RESULTS, startAngularServer, type AngularServer, type InstalledAngularApp } from "./installed-angular-app.js";

// The example as a user's app gets it: every package it needs `npm pack`ed (as published: `files`,
// exports maps, dist/), installed into a copy of the app outside this repository together with the
// registry's dependencies, then the Angular CLI's production build (AOT, default budgets), the
// server compiled by tsc, and the page driven in Chromium. One install and one build for every check:
// the React demo's checks (examples/demo/test), on the Angular page.

/** A fake microphone that plays a tone, granted without a prompt. */
const FAKE_MICROPHONE = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];
/** A valid 1×1 PNG. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";
/** The offline demo model's markdown answer, line by line (packages/agent, plan-demo-reply.ts). */
const MARKDOWN_LINES = ["Here is a small example in TypeScript:", "function greet(name: string): string {", "What it shows:", "an explicit return type"];

let app: InstalledAngularApp;
let provider: FakeOpenAITranscriptionServer;
/** The demo as `npm start` serves it (no key: the offline demo model, no voice). */
let server: AngularServer | undefined;
/**
 * The same build with the key of a local fake OpenAI-compatible provider that only transcribes: voice
 * on, and every chat run fails (the provider answers 404), over HTTP + SSE so the page's runs can be counted.
 */
let voiceServer: AngularServer | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  assertChromiumInstalled();
  // For working on the checks alone: ANGULAR_EXAMPLE_WORKDIR keeps the installed and built app.
  app = await installAngularApp();

  provider = await startFakeOpenAITranscriptionServer();
  [server, voiceServer, browser] = await Promise.all([
    // The offline one holds an answer when a test asks (the test gate, for B3).
    startAngularServer(app, { env: { DEMO_TEST_GATE: "1" } }),
    startAngularServer(app, { env: { OPENAI_API_KEY: "sk-demo-voice", OPENAI_BASE_URL: provider.baseURL, DEMO_TRANSPORT: "sse" } }),
    chromium.launch(chromiumLaunchOptions(FAKE_MICROPHONE)),
  ]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  page = await context.newPage();
  await recordSpeechSynthesis(page);
  page.setDefaultTimeout(20_000);
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && pageErrors.push(message.text())));
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), voiceServer?.stop()]);
  await provider?.close();
  await app?.remove();
});

const shoot = (name: string) => page.screenshot({ path: join(RESULTS, `${name}.png`) });
const chat = () => page.locator("copilot-chat");
const assistantMessages = () => chat().locator(".wm-message--assistant");
const userMessages = () => chat().locator(".wm-message--user");
const suggestion = (title: string) => chat().locator(".wm-suggestion", { hasText: title });
const threadItems = () => page.locator(".threads__item[data-thread-id]");
const branchPosition = (message: Locator) => message.getByTestId("copilot-branch-position").textContent();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 50 });

async function send(text: string) {
  const input = chat().getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
}

/** Waits until no run is going: the composer shows Send again, not Stop. */
async function waitForIdle() {
  await chat().getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 30_000 });
  await chat().getByRole("button", { name: "Send message" }).waitFor();
}

/** Starts a new conversation from the thread panel. */
async function startNewConversation() {
  await page.getByRole("button", { name: "+ New" }).click();
  await poll(() => userMessages().count()).toBe(0);
}

describe("examples/angular-demo as an installed app: ng build (production) and Chromium", { timeout: 90_000 }, () => {
  it("installs the published layout and builds AOT within the CLI's default budgets", async () => {
    const installed = join(app.dir, "node_modules/@wingman/angular");
    const published = JSON.parse(await readFile(join(installed, "package.json"), "utf8")) as {
      exports: Record<string, Record<string, string> | string>;
      peerDependencies: Record<string, string>;
    };
    // Angular Package Format: partial-Ivy FESM, bundled types, the stylesheet where the README says.
    expect(published.exports["."]).toEqual({ types: "./types/wingman-angular.d.ts", default: "./fesm2022/wingman-angular.mjs" });
    expect(await readFile(join(installed, "fesm2022/wingman-angular.mjs"), "utf8")).toContain("ɵɵngDeclareComponent");
    expect((await stat(join(installed, "styles.css"))).size).toBeGreaterThan(1000);
    expect(published.peerDependencies["@angular/core"]).toBe("^21.0.0 || ^22.0.0");

    // A budget error fails `ng build` (beforeAll would have thrown); none is reported either.
    expect(app.buildOutput).not.toMatch(/\[ERROR\]/);
    expect(app.buildOutput).not.toMatch(/NG\d{4}/);
    const initial = /Initial total\s*\|\s*([\d.]+)\s*(kB|MB)/.exec(app.buildOutput);
    expect(initial, app.buildOutput).not.toBeNull();
    const kilobytes = Number(initial![1]) * (initial![2] === "MB" ? 1000 : 1);
    // The default error budget (1 MB; the JIT build was 1.69 MB). The 500 kB warning is exceeded
    // today by zod 4 with its locales, which @ag-ui/core's event schemas pull in (README).
    expect(kilobytes).toBeLessThan(1000);
  });

  it("serves the page with the React demo's stylesheet: the model, the runtime, the suggestions and the shared state", async () => {
    await page.goto(`${server!.url}/`);
    await poll(() => page.getByTestId("model-badge").innerText()).toContain("offline demo model");
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    for (const title of ["Show me an example", "Change the accent colour", "Ask me to approve", "Get the weather", "Add to the checklist"]) await suggestion(title).waitFor();
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("Book the venue");
    await chat().getByRole("heading", { name: "Hi! I'm your offsite copilot. What shall we do?" }).waitFor();
    // The shared stylesheet (@wingman/demo-shared/styles.css, angular.json "styles") reached the page:
    // cards on the page's surface, the page making room for the chat beside it.
    const card = await page.getByTestId("plan-card").evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, radius: getComputedStyle(element).borderRadius }));
    expect(card).toEqual({ background: "rgb(255, 255, 255)", radius: "14px" });
    expect(await page.locator(".app__main").evaluate((element) => getComputedStyle(element).marginRight)).toBe("420px");
    expect(await page.locator("aside#chat").evaluate((element) => element.getBoundingClientRect().width)).toBe(420);
    await shoot("01-start");
  });

  it("streams a markdown answer with a readable code block, then shows suggestions generated by the agent", async () => {
    // Every text the answer shows, recorded in the page as the DOM changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const chatElement = document.querySelector("copilot-chat")!;
      new MutationObserver(() => {
        const answers = chatElement.querySelectorAll(".wm-message--assistant");
        const text = answers[answers.length - 1]?.textContent ?? "";
        if (text !== "" && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(chatElement, { subtree: true, childList: true, characterData: true });
    });
    await suggestion("Show me an example").click();
    await chat().getByRole("button", { name: "Stop generating" }).waitFor();
    await waitForIdle();
    const final = (await assistantMessages().last().innerText()).replace(/\s+/g, " ");
    for (const line of MARKDOWN_LINES) expect(final).toContain(line.replace(/\s+/g, " "));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(3); // it arrived in pieces
    await poll(() => chat().getByRole("status").textContent()).toContain("Assistant replied:");

    // B10: the code block reads light on dark, at least 4.5:1.
    const colours = await assistantMessages().last().locator(".wm-code-block pre").evaluate((pre) => {
      const toRgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      let backgroundOf: Element | null = pre;
      while (backgroundOf && getComputedStyle(backgroundOf).backgroundColor === "rgba(0, 0, 0, 0)") backgroundOf = backgroundOf.parentElement;
      const painter = backgroundOf ?? document.body;
      return { text: toRgb(getComputedStyle(pre).color), background: toRgb(getComputedStyle(painter).backgroundColor), painterDisplay: getComputedStyle(painter).display };
    });
    expect(colours.painterDisplay).not.toBe("inline");
    expect(contrast(colours.text, colours.background), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);

    // Dynamic suggestions: the agent proposes what has not been tried yet.
    await suggestion("Change the accent colour").waitFor();
    await poll(() => suggestion("Show me an example").count()).toBe(0);
    await shoot("02-markdown-answer");
  });

  it("runs a frontend tool that changes the page (a Try button on its card)", async () => {
    await page.getByTestId("accent-card").getByRole("button", { name: /Set the accent color to teal/ }).click();
    await poll(() => page.getByTestId("accent-name").textContent()).toBe("teal");
    await poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim())).toBe("#0d9488");
    await chat().getByTestId("accent-tool-chip").filter({ hasText: "changed to teal" }).waitFor();
    // The chat follows the page's accent (--wm-primary), down to its send button.
    await waitForIdle();
    expect(await chat().getByRole("button", { name: "Send message" }).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(13, 148, 136)");
  });

  it("asks for approval with a card: Approve goes ahead, Decline does nothing, and the Approvals card follows", async () => {
    await send("Ask for approval to deploy to production");
    const card = chat().getByTestId("approval-card").last();
    await poll(() => card.getByRole("button", { name: "Approve" }).isEnabled()).toBe(true);
    expect(await card.innerText()).toContain("deploy to production");
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/deploy to production\s+pending/i);
    await shoot("03-approval-card");
    await card.getByRole("button", { name: "Approve" }).click();
    await card.filter({ hasText: "Approved" }).waitFor();
    await assistantMessages().filter({ hasText: "Thanks, you approved it, so I went ahead." }).waitFor();
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/deploy to production\s+approved/i);
    await waitForIdle();

    await send("Ask for approval to pay the venue");
    const second = chat().getByTestId("approval-card").last();
    await poll(() => second.getByRole("button", { name: "Decline" }).isEnabled()).toBe(true);
    await second.getByRole("button", { name: "Decline" }).click();
    await second.filter({ hasText: "Declined" }).waitFor();
    await assistantMessages().filter({ hasText: "Okay, you declined, so I did nothing." }).waitFor();
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/pay the venue\s+declined/i);
    await waitForIdle();
  });

  it("renders a server tool call as a custom card (generative UI)", async () => {
    await send('Get the weather in "Lisbon"');
    const card = chat().getByTestId("weather-card").last();
    await card.and(page.locator('[data-status="complete"]')).waitFor();
    const text = await card.innerText();
    expect(text).toContain("Lisbon");
    expect(text).toMatch(/\d+°C/);
    expect(text).toMatch(/Humidity \d+%/);
    await waitForIdle();
    await shoot("04-weather-card");
  });

  it("shares state both ways: the agent edits it, and it sees the page's edits", async () => {
    const checklist = page.getByTestId("plan-checklist");
    await send("Add order snacks to checklist");
    await poll(() => checklist.innerText()).toContain("order snacks");
    await assistantMessages().filter({ hasText: "Done: the shared state is updated." }).waitFor();
    await waitForIdle();

    // An edit on the page reaches the agent: it can only remove an item it was shown.
    await page.getByRole("textbox", { name: "New checklist item" }).fill("Rent a bus");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await poll(() => checklist.innerText()).toContain("Rent a bus");
    await send("Remove Rent a bus from checklist");
    await poll(() => checklist.innerText()).not.toContain("Rent a bus");
    expect(await checklist.innerText()).toContain("order snacks");
    await waitForIdle();
    await shoot("05-shared-state");
  });

  it("the assistant toolbar copies and reads aloud; regenerate and edit keep the earlier versions as branches", async () => {
    await startNewConversation();
    await checkDemoToolbarAndBranches({ page, chat, send, waitForIdle, position: (index, count) => `${index} / ${count}` });
    await shoot("06-branches");
    await userMessages().last().getByRole("button", { name: "Previous version" }).click();
    await poll(() => branchPosition(userMessages().last())).toBe("1 / 2");
    await poll(() => userMessages().last().innerText()).toContain("hello");
  });

  it("stops an answer in the middle and marks it Stopped", async () => {
    await startNewConversation();
    // Held after its first line (the test gate), so Stop lands mid-answer rather than racing the stream.
    const gate = demoAnswerGate(() => server!.url);
    await gate.hold();
    try {
      await send("Show me some code");
      await assistantMessages().last().filter({ hasText: "Here is a small" }).waitFor();
      await chat().getByRole("button", { name: "Stop generating" }).click();
      await waitForIdle();
    } finally {
      await gate.release();
    }
    await assistantMessages().last().getByTestId("copilot-message-stopped").filter({ hasText: "Stopped" }).waitFor();
    expect(await assistantMessages().last().innerText()).not.toContain("an explicit return type");
    await shoot("07-stopped");

    // Still marked after a reload. The page reconnects the conversation before its chat exists, so
    // the chat's controls come after the replay of the stopped run: the core follows each agent's
    // runs from the agent's creation for them.
    await page.reload();
    await assistantMessages().last().filter({ hasText: "Here is a small" }).waitFor();
    await assistantMessages().last().getByTestId("copilot-message-stopped").filter({ hasText: "Stopped" }).waitFor();
  });

  it("sends an attached image, which the offline model acknowledges (type, size) and which opens in a lightbox", async () => {
    await startNewConversation();
    await chat().getByTestId("copilot-attachment-input").setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: Buffer.from(PNG_BASE64, "base64") });
    await chat().getByTestId("copilot-attachment-preview").filter({ hasText: "pixel.png" }).and(page.locator('[data-status="ready"]')).waitFor();
    await send("hello");
    const bytes = Buffer.from(PNG_BASE64, "base64").length;
    await assistantMessages().last().filter({ hasText: `I see 1 attachment(s) (image/png, ${bytes} bytes)` }).waitFor();
    await waitForIdle();
    await userMessages().last().getByRole("button", { name: "Open image: pixel.png" }).click();
    const lightbox = page.locator('[data-testid="copilot-image-lightbox"][open]');
    await lightbox.waitFor();
    await shoot("08-attachment");
    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
  });

  it("keeps a thread list: named, switched, kept across a reload, deleted after a confirm", async () => {
    const first = threadItems().filter({ hasText: "Show me an example in markdown" }).last();
    await first.waitFor(); // named after its first message
    expect(await threadItems().count()).toBe(4);
    await first.locator(".threads__open").click();
    await assistantMessages().filter({ hasText: "Thanks, you approved it" }).waitFor();
    await chat().getByTestId("weather-card").first().waitFor();
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("order snacks");
    expect(await first.locator(".threads__open").getAttribute("aria-current")).toBe("true");

    // After a reload the page opens the same conversation, with its state.
    await page.reload();
    await assistantMessages().filter({ hasText: "Thanks, you approved it" }).waitFor();
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("order snacks");
    await poll(() => threadItems().filter({ hasText: "Show me an example in markdown" }).last().locator(".threads__open").getAttribute("aria-current")).toBe("true");
    await shoot("09-threads");

    const stopped = threadItems().filter({ hasText: "Show me some code" });
    await stopped.getByRole("button", { name: /^Delete/ }).click();
    const confirm = stopped.getByRole("group", { name: /^Delete/ });
    expect(await confirm.innerText()).toContain("cannot be undone");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await threadItems().count()).toBe(4);
    await stopped.getByRole("button", { name: /^Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await poll(() => threadItems().count()).toBe(3);
    expect(await threadItems().allInnerTexts()).not.toContainEqual(expect.stringContaining("Show me some code"));
  });

  it("shows the inspector on localhost", async () => {
    const inspector = page.locator("wingman-inspector");
    await inspector.locator("button.launcher").click();
    const panel = inspector.locator("section.panel");
    await panel.waitFor();
    await poll(() => panel.locator("ol.timeline > li").count()).toBeGreaterThan(0);
    await shoot("10-inspector");
    await inspector.locator("button.launcher").click();
    await panel.waitFor({ state: "hidden" });
  });

  it("has no serious or critical axe-core violations, a conversation with tools, approvals and a code block on screen", async () => {
    const { blocking } = await checkAccessibility(page, { label: "Angular demo, teal" });
    expect(formatViolations(blocking)).toBe("");
    // The accent is also text (Try labels) and behind white text (buttons): amber is the lightest one offered.
    await page.getByRole("radiogroup", { name: "Accent colour" }).getByRole("radio", { name: "amber" }).click();
    await poll(() => page.evaluate(() => document.documentElement.dataset["accent"])).toBe("amber");
    await page.locator(".accent__big-swatch").evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const amber = await checkAccessibility(page, { label: "Angular demo, amber" });
    expect(formatViolations(amber.blocking)).toBe("");
    expect(pageErrors).toEqual([]);
  });

  it("keeps the end of a long answer in view when the suggestion chips appear below it, and a button scrolls back down", async () => {
    await startNewConversation();
    for (let turn = 1; turn <= 3; turn++) {
      await send("Show me an example in markdown");
      await poll(() => assistantMessages().filter({ hasText: "an explicit return type" }).count()).toBe(turn);
      await waitForIdle();
    }
    // The answers overflow the list, and the chips for the next step have appeared under it.
    await chat().locator(".wm-suggestion").first().waitFor();
    const scroller = chat().locator(".wm-chat__scroll");
    const hiddenBelow = () => scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await poll(hiddenBelow).toBeLessThanOrEqual(1);

    await scroller.evaluate((element) => void (element.scrollTop = 0));
    const button = chat().getByTestId("copilot-scroll-to-bottom");
    await button.click();
    await poll(hiddenBelow).toBeLessThanOrEqual(1);
    await poll(() => button.count()).toBe(0);
  });

  it('B9: "Add milk to the list and change the background to light blue" changes both, with no code sample', async () => {
    await startNewConversation();
    await send("Add milk to the list and change the background to light blue");
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("milk");
    await poll(async () => (await page.getByTestId("accent-name").innerText()).toLowerCase()).toBe("sky");
    expect(await page.evaluate(() => document.documentElement.dataset["accent"])).toBe("sky");
    await assistantMessages().last().filter({ hasText: "Done" }).waitFor();
    await waitForIdle();
    expect(await chat().locator("pre").count()).toBe(0);
  });

  it("B4: asked for crimson, the page turns rose (the nearest offered colour), not indigo; black changes nothing", async () => {
    await startNewConversation();
    const accent = async () => (await page.getByTestId("accent-name").innerText()).toLowerCase();
    expect(await accent()).not.toBe("rose"); // B9 left it sky
    await send("make the accent colour crimson");
    await poll(accent).toBe("rose");
    expect(await page.evaluate(() => document.documentElement.dataset["accent"])).toBe("rose");
    await waitForIdle();
    await send("make the accent black");
    await poll(() => assistantMessages().count()).toBe(2);
    await assistantMessages().last().filter({ hasText: "one of indigo, teal, rose, amber, emerald, violet, sky" }).waitFor();
    await waitForIdle();
    expect(await accent()).toBe("rose");
  });

  it("B5: the greeting and the suggestion chips offer only what the page has; a theme gets an honest no", async () => {
    await startNewConversation();
    await send("hello");
    await assistantMessages().last().filter({ hasText: "setAccentColor" }).waitFor();
    await waitForIdle();
    expect(await assistantMessages().last().innerText()).not.toMatch(/theme|dark mode/i);
    await chat().locator(".wm-suggestion").first().waitFor();
    const chips = await chat().locator(".wm-suggestion").allInnerTexts();
    for (const chip of chips) expect(chip).not.toMatch(/theme|dark/i);
    const checklist = await page.getByTestId("plan-checklist").innerText();
    await send("set the theme to dark");
    await poll(() => assistantMessages().count()).toBe(2);
    await assistantMessages().last().filter({ hasText: "The shared state has no theme" }).waitFor();
    await waitForIdle();
    expect((await page.getByTestId("accent-name").innerText()).toLowerCase()).toBe("rose");
    expect(await page.getByTestId("plan-checklist").innerText()).toBe(checklist);
  });

  it("B5: every chip of the greeting does what it offers on the page, none gets the fallback answer", { timeout: 300_000 }, async () => {
    const titles = await checkEveryStartingSuggestion({ page, chat, waitForIdle, newConversation: startNewConversation });
    expect(titles).toEqual(["Show me an example", "Change the accent colour", "Ask me to approve", "Get the weather", "Add to the checklist", "Raise the budget"]);
  });

  it("B3: a second tab that opens the conversation mid-answer shows its shared state and title at once", async () => {
    await startNewConversation();
    await page.getByTestId("plan-budget").fill("4321");
    await poll(() => page.getByTestId("plan-budget").inputValue()).toBe("4321");
    const gate = demoAnswerGate(() => server!.url);
    await gate.hold();
    let held = true;
    const tabB = await context.newPage();
    try {
      await send("Show me an example in markdown");
      await assistantMessages().last().filter({ hasText: "Here is" }).waitFor();
      // Same browser: tab B opens the same conversation (remembered in localStorage) while the answer is held.
      await tabB.goto(`${server!.url}/`);
      const current = tabB.locator(".threads__item--current[data-thread-id]");
      await poll(() => current.count()).toBe(1);
      await poll(() => tabB.getByTestId("plan-budget").inputValue()).toBe("4321");
      expect(await current.innerText()).toContain("Show me an example in markdown");
      expect(await current.innerText()).not.toContain("Untitled");
      expect(await chat().getByRole("button", { name: "Stop generating" }).isVisible()).toBe(true);
      expect(await gate.release()).toMatchObject({ released: 1 });
      held = false;
      await tabB.locator("copilot-chat .wm-message--assistant").last().filter({ hasText: "an explicit return type" }).waitFor();
      expect(await tabB.getByTestId("plan-budget").inputValue()).toBe("4321");
    } finally {
      if (held) await gate.release();
      await tabB.close();
    }
    await waitForIdle();
  });
});

describe("a lazily loaded part of the chat in the Angular demo", { timeout: 90_000 }, () => {
  it("the suggestions' code failing to load (the network went) leaves the chat working, and the chips appear on the retry", async () => {
    // The Angular chat's own components are in the initial chunks; what the core loads on demand is
    // lazy: here the code that asks the agent for suggestions after an answer (ng build names the chunk).
    const chunk = /(chunk-[A-Z0-9]+\.js)\s*\|\s*generate-suggestions\s*\|/.exec(app.buildOutput)?.[1];
    expect(chunk, app.buildOutput).toBeDefined();
    const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const freshPage = await fresh.newPage();
      freshPage.setDefaultTimeout(20_000);
      const uncaught: string[] = [];
      const consoleErrors: string[] = [];
      freshPage.on("pageerror", (error) => uncaught.push(error.message));
      freshPage.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text())));
      let requests = 0;
      await freshPage.route(`**/${chunk}`, (route) => (requests++ === 0 ? route.abort("internetdisconnected") : route.continue()));
      await freshPage.goto(`${server!.url}/`);
      const freshChat = freshPage.locator("copilot-chat");
      const answers = freshChat.locator(".wm-message--assistant");
      const chips = freshChat.locator(".wm-suggestion");
      const ask = async (text: string) => {
        const input = freshChat.getByRole("textbox", { name: "Message" });
        await input.fill(text);
        await input.press("Enter");
      };
      await ask("hello");
      await answers.last().filter({ hasText: "offline demo model" }).waitFor();
      await poll(() => requests).toBe(1); // asked for after the answer, and refused
      await poll(() => consoleErrors.length).toBeGreaterThan(0); // the failure, reported by the chat's default onError
      expect(await chips.count()).toBe(0);
      // The chat goes on, and the next answer's suggestions load the chunk again.
      await ask("Get the weather in Porto");
      await freshChat.getByTestId("weather-card").and(freshPage.locator('[data-status="complete"]')).waitFor();
      await chips.first().waitFor();
      expect(requests).toBe(2);
      expect(uncaught).toEqual([]);
      expect(consoleErrors.filter((line) => !/SUGGESTIONS_FAILED|suggestions_failed|dynamically imported module|Failed to load resource/i.test(line))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe("voice input and a failing provider in the Angular demo", { timeout: 90_000 }, () => {
  it("without a key: no microphone, and the page says what the server needs", async () => {
    expect(await page.getByTestId("voice-status").innerText()).toMatch(/Voice off[\s\S]*OPENAI_API_KEY/);
    expect(await chat().getByRole("button", { name: "Start voice input" }).count()).toBe(0);
  });

  it("with a key: the microphone records, the provider transcribes, and the text lands in the composer", async () => {
    const voicePage = await context.newPage();
    try {
      voicePage.on("pageerror", (error) => pageErrors.push(`voice: ${error.message}`));
      await voicePage.goto(`${voiceServer!.url}/`);
      const voiceChat = voicePage.locator("copilot-chat");
      await poll(() => voicePage.getByTestId("voice-status").innerText()).toContain("whisper-1");
      provider.answerNext({ status: 200, body: verboseJson("add milk to the list") });
      await voiceChat.getByRole("button", { name: "Start voice input" }).click();
      await voiceChat.getByRole("button", { name: "Finish voice input" }).click();
      await poll(() => voiceChat.getByRole("textbox", { name: "Message" }).inputValue()).toBe("add milk to the list");
      const request = provider.received.at(-1)!;
      expect(request.authorization).toBe("Bearer sk-demo-voice");
      expect(request.fields.model).toBe("whisper-1");
      expect(request.file.bytes.length).toBeGreaterThan(0);
    } finally {
      await voicePage.close();
    }
  });

  it("a failed run shows its error in the chat, and Retry runs it again", async () => {
    const failingPage = await context.newPage();
    try {
      const runs: string[] = [];
      // A run is a POST to the REST route, or to the single route with method "agent/run".
      const isRun = (url: string, body: string | null) => url.endsWith("/agent/default/run") || (url.endsWith("/api/copilotkit") && (body ?? "").includes('"agent/run"'));
      failingPage.on("request", (request) => void (request.method() === "POST" && isRun(request.url(), request.postData()) && runs.push(request.url())));
      await failingPage.goto(`${voiceServer!.url}/`);
      const failingChat = failingPage.locator("copilot-chat");
      const input = failingChat.getByRole("textbox", { name: "Message" });
      await input.fill("hello");
      await input.press("Enter");
      const retry = failingChat.getByRole("button", { name: "Retry" }).first();
      await retry.waitFor();
      expect(runs).toHaveLength(1);
      await failingPage.screenshot({ path: join(RESULTS, "11-error-and-retry.png") });
      // Still under the message after a reload: the stored run error, replayed before the chat exists.
      await failingPage.reload();
      const inline = failingChat.getByTestId("copilot-message-error");
      await inline.getByRole("button", { name: "Retry" }).waitFor();
      expect(await inline.innerText()).not.toBe("");
      expect(runs).toHaveLength(1);
      await inline.getByRole("button", { name: "Retry" }).click();
      await poll(() => runs.length).toBe(2);
      await retry.waitFor(); // the provider fails again, and says so again
      expect(await failingChat.locator(".wm-message--user").count()).toBe(1);
    } finally {
      await failingPage.close();
    }
  });
});

describe("examples/angular-demo from the keyboard and with reduced motion", () => {
  it("the first Tab offers a skip link that lands in the composer", async () => {
    await page.reload();
    await chat().getByRole("textbox", { name: "Message" }).waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to chat");
    expect(await page.getByTestId("skip-to-chat").isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await chat().getByRole("textbox", { name: "Message" }).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("the accent swatches are a radio group moved with the arrow keys", async () => {
    const swatches = page.getByRole("radiogroup", { name: "Accent colour" });
    await swatches.getByRole("radio", { checked: true }).focus();
    const before = await page.evaluate(() => document.documentElement.dataset["accent"]);
    await page.keyboard.press("ArrowRight");
    await poll(() => page.evaluate(() => document.documentElement.dataset["accent"])).not.toBe(before);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(await page.evaluate(() => document.documentElement.dataset["accent"]));
    await page.keyboard.press("End");
    await poll(() => page.evaluate(() => document.documentElement.dataset["accent"])).toBe("sky");
  });

  it("honours prefers-reduced-motion", async () => {
    const duration = () => page.locator(".app__main").evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await duration()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThan(0.01);
    await page.emulateMedia({ reducedMotion: null });
    expect(pageErrors).toEqual([]);
  });
});

/** WCAG's contrast ratio of two sRGB colours (0–255 channels). */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
