import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { checkApprovalUnansweredAfterReload, expectNoThreadsInAnotherBrowser } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll } from "./demo-in-chromium.js";
import { demoSteps, expectWholeMarkdownAnswer, RESULTS, runtimeInfo, startWalkthrough } from "./demo-steps.js";
import { holdAnswers, releaseAnswers, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

// The demo's walkthrough, second half (the first is demo.test.ts): answers cut by a reload, the popup,
// two tabs on one thread, and the same over HTTP + SSE. One page, each step on from the last.

let server: DemoServerProcess;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const { chat, assistantMessages, userMessages, shoot, send, waitForIdle, watchText, reloadMidAnswer } = demoSteps(() => page);

beforeAll(async () => {
  ({ dataDir, server, browser, context, page } = await startWalkthrough(pageErrors));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// 120 s a step: a step restarts a server or reloads the page, and 45 s was missed at load 30.
describe("the demo, answers cut in the middle", { timeout: 120_000 }, () => {
  it("finishes an answer after a reload in the middle, without gaps or duplicates", async () => {
    await page.goto(server.origin);
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    await reloadMidAnswer(server, "Explain this with a markdown example");
    await shoot("08-after-reload");
  });

  it("says so when a reload left an approval unanswered, and the thread goes on", async () => {
    await checkApprovalUnansweredAfterReload({ page, chat, send, waitForIdle });
  });

  it("switches to the popup and back to the sidebar", async () => {
    await page.getByRole("radio", { name: "Popup" }).click();
    await poll(() => page.locator(".wm-sidebar").count()).toBe(0);
    await page.getByRole("button", { name: "Open chat" }).click();
    const popup = page.locator(".wm-popup");
    await popup.waitFor();
    await popup.locator(".wm-message--assistant", { hasText: "an explicit return type" }).waitFor(); // same conversation
    // Counted first: the conversation's earlier "hello" was answered with the same words.
    const answers = await popup.locator(".wm-message--assistant").count();
    await send("hello");
    await poll(() => popup.locator(".wm-message--assistant").count()).toBeGreaterThan(answers);
    await popup.locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();
    await shoot("09-popup");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: "Sidebar" }).click();
    await page.locator(".wm-sidebar").waitFor();
  });

  it("shows one answer live in two tabs on the same thread (realtime mode)", async () => {
    // A new conversation, then a second tab: it opens the same one (the page remembers it in localStorage).
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
    const tabB = await context.newPage();
    tabB.setDefaultTimeout(10_000);
    tabB.on("pageerror", (error) => pageErrors.push(`tab B: ${error.message}`));
    const sockets: string[] = [];
    tabB.on("websocket", (socket) => sockets.push(socket.url()));
    try {
      await tabB.goto(server.origin);
      await tabB.getByTestId("runtime-status").filter({ hasText: "Runtime connected" }).waitFor();
      const info = await runtimeInfo(tabB);
      expect(info.mode).toBe("sse");
      expect(info.wingman?.realtime?.wsUrl).toMatch(/\/api\/copilotkit\/ws$/);
      await poll(() => sockets).toContainEqual(expect.stringMatching(/\/api\/copilotkit\/ws$/));
      const threadOf = (on: Page) => on.evaluate(() => localStorage.getItem("wingman-demo:thread"));
      expect(await threadOf(tabB)).toBe(await threadOf(page));

      const chatB = tabB.locator(".wm-chat");
      const answerA = assistantMessages().last();
      const answerB = chatB.locator(".wm-message--assistant").last();
      const question = "Show the markdown example in both tabs";
      await holdAnswers(server); // until B has shown the start
      await send(question); // in tab A
      // B shows the start of the answer while A is still streaming it…
      const partial = (await watchText(answerB, (text) => text.includes("Here is a small"))).at(-1)!;
      expect(await chat().getByRole("button", { name: "Stop generating" }).isVisible()).toBe(true);
      expect(await answerA.innerText()).not.toContain("an explicit return type");
      expect(partial).not.toContain("an explicit return type");
      await releaseAnswers(server);
      // …and goes on growing, live, until it is whole.
      const rest = await watchText(answerB, (text) => text.includes("an explicit return type"));
      expect(rest.filter((text) => text.length > partial.length && !text.includes("an explicit return type")).length).toBeGreaterThan(0);

      await waitForIdle();
      await chatB.getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 15_000 });
      const [fullA, fullB] = [await answerA.innerText(), await answerB.innerText()];
      expect(fullB).toBe(fullA);
      expectWholeMarkdownAnswer(fullB);
      expect(await assistantMessages().count()).toBe(1);
      expect(await chatB.locator(".wm-message--assistant").count()).toBe(1);
      expect(await chatB.locator(".wm-message--user").allInnerTexts()).toEqual([question]);
      expect(await userMessages().allInnerTexts()).toEqual([question]);
      await tabB.screenshot({ path: join(RESULTS, "11-two-tabs.png") });
    } finally {
      await tabB.close();
    }
  });

  it("gives each browser its own threads", async () => {
    await expectNoThreadsInAnotherBrowser(browser, server.origin, pageErrors);
  });
});

describe("the demo over HTTP + SSE (DEMO_TRANSPORT=sse)", { timeout: 120_000 }, () => {
  let sseServer: DemoServerProcess | undefined;
  let sseContext: BrowserContext | undefined;
  const sockets: string[] = [];

  beforeAll(async () => {
    sseServer = await startDemoServer({ dataDir: join(dataDir, "sse"), transport: "sse" });
    sseContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The helpers act on `page`: from here on, a page of this server.
    page = await sseContext.newPage();
    page.setDefaultTimeout(10_000);
    page.on("pageerror", (error) => pageErrors.push(`SSE: ${error.message}`));
    page.on("websocket", (socket) => sockets.push(socket.url()));
  }, 30_000);

  afterAll(async () => {
    await sseContext?.close();
    await sseServer?.stop();
  });

  it("finishes an answer after a reload in the middle, without a socket", async () => {
    await page.goto(sseServer!.origin);
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    const info = await runtimeInfo(page);
    expect(info.mode).toBe("sse");
    expect(info.wingman?.realtime).toBeUndefined();
    await reloadMidAnswer(sseServer!, "Explain this with a markdown example");
    expect(sockets).toEqual([]);
    await shoot("14-sse-after-reload");
    expect(pageErrors).toEqual([]);
  });
});
