import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "playwright-core";
import { assertChromiumInstalled, checkApprovalUnansweredAfterReload, checkSendWhileConnectingStays, chromiumLaunchOptions, demoAnswerGate, expectNoThreadsInAnotherBrowser, expectWholeMarkdownAnswer, reloadMidAnswer, watchText } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAngularApp, RESULTS, startAngularServer, type AngularServer, type InstalledAngularApp } from "./installed-angular-app.js";

// The React demo's checks of conversations that outlive a page (examples/demo/test: demo-mid-answer,
// demo.test's runtime restart, offline-send), on the Angular demo as a user's app builds it: a reload
// in the middle of an answer, two tabs on one thread, one browser's threads hidden from another, the
// runtime gone and back, a send while offline, and the same reload over HTTP + SSE.

let app: InstalledAngularApp;
/** Realtime (WebSocket), the demo's default transport; its answers can be held (`DEMO_TEST_GATE=1`). */
let server: AngularServer;
/** The same app with `DEMO_TRANSPORT=sse`. */
let sseServer: AngularServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });

beforeAll(async () => {
  assertChromiumInstalled();
  // ANGULAR_EXAMPLE_WORKDIR keeps (and reuses) the installed and built app, for working on the checks.
  app = await installAngularApp();
  [server, sseServer, browser] = await Promise.all([
    startAngularServer(app, { env: { DEMO_TEST_GATE: "1" } }),
    startAngularServer(app, { env: { DEMO_TEST_GATE: "1", DEMO_TRANSPORT: "sse" } }),
    chromium.launch(chromiumLaunchOptions()),
  ]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await watched(context, "");
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), sseServer?.stop()]);
  await app?.remove();
});

/** A new page of `on`, its errors collected under `label`. */
async function watched(on: BrowserContext, label: string): Promise<Page> {
  const opened = await on.newPage();
  opened.setDefaultTimeout(20_000);
  opened.on("pageerror", (error) => pageErrors.push(`${label}${error.message}`));
  opened.on("console", (message) => void (message.type() === "error" && pageErrors.push(`${label}${message.text()}`)));
  return opened;
}

const chatOf = (on: Page) => on.locator(".wm-chat");
const assistantMessagesOf = (on: Page) => chatOf(on).locator(".wm-message--assistant");
const userMessagesOf = (on: Page) => chatOf(on).locator(".wm-message--user");
const threadItems = () => page.locator(".threads__item[data-thread-id]");
const shoot = (name: string, on = page) => on.screenshot({ path: join(RESULTS, `${name}.png`) });

async function send(text: string, on = page) {
  const input = chatOf(on).getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
}

/** Waits until no run is going: the composer shows Send again, not Stop. */
async function waitForIdle(on = page) {
  await chatOf(on).getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 30_000 });
  await chatOf(on).getByRole("button", { name: "Send message" }).waitFor();
}

/** Opens `url` and waits until the page says its runtime is connected. */
async function open(on: Page, url: string) {
  await on.goto(url);
  await poll(() => on.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
}

/** What the page's runtime says about itself. */
const runtimeInfo = (on: Page) => on.evaluate(() => fetch("/api/copilotkit/info").then((response) => response.json() as Promise<{ wingman?: { realtime?: { wsUrl?: string } } }>));

describe("the Angular demo, conversations that outlive a page (realtime)", { timeout: 120_000 }, () => {
  it("finishes an answer after a reload in the middle, without gaps or duplicates", async () => {
    await open(page, server.url);
    expect((await runtimeInfo(page)).wingman?.realtime?.wsUrl).toMatch(/\/api\/copilotkit\/ws$/);
    await reloadMidAnswer(page, demoAnswerGate(() => server.url), "Explain this with a markdown example", () => waitForIdle());
    await shoot("live-01-after-reload");
  });

  it("says so when a reload left an approval unanswered, and the thread goes on", async () => {
    await checkApprovalUnansweredAfterReload({ page, chat: () => chatOf(page), send: (text) => send(text), waitForIdle: () => waitForIdle() });
  });

  it("shows one answer live in two tabs on the same thread", async () => {
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessagesOf(page).count()).toBe(0);
    const tabB = await watched(context, "tab B: ");
    const sockets: string[] = [];
    tabB.on("websocket", (socket) => sockets.push(socket.url()));
    const gate = demoAnswerGate(() => server.url);
    try {
      await open(tabB, server.url);
      await poll(() => sockets).toContainEqual(expect.stringMatching(/\/api\/copilotkit\/ws$/));
      // The second tab opens the conversation this browser was in (the page remembers it in localStorage).
      const threadOf = (on: Page) => on.evaluate(() => localStorage.getItem("wingman-demo:thread"));
      await poll(() => threadOf(tabB)).toBe(await threadOf(page));

      const answerA = assistantMessagesOf(page).last();
      const answerB = assistantMessagesOf(tabB).last();
      const question = "Show the markdown example in both tabs";
      await gate.hold(); // until B has shown the start
      await send(question);
      // B shows the start of the answer while A is still streaming it…
      const partial = (await watchText(tabB, answerB, (text) => text.includes("Here is a small"), 55_000)).at(-1)!;
      expect(await chatOf(page).getByRole("button", { name: "Stop generating" }).isVisible()).toBe(true);
      expect(partial).not.toContain("an explicit return type");
      expect(await answerA.innerText()).not.toContain("an explicit return type");
      await gate.release();
      // …and goes on growing, live, until it is whole.
      const rest = await watchText(tabB, answerB, (text) => text.includes("an explicit return type"), 55_000);
      expect(rest.filter((text) => text.length > partial.length && !text.includes("an explicit return type")).length).toBeGreaterThan(0);

      await waitForIdle();
      await waitForIdle(tabB);
      const [fullA, fullB] = [await answerA.innerText(), await answerB.innerText()];
      expect(fullB).toBe(fullA);
      expectWholeMarkdownAnswer(fullB);
      for (const on of [page, tabB]) {
        expect(await assistantMessagesOf(on).count()).toBe(1);
        expect(await userMessagesOf(on).allInnerTexts()).toEqual([question]);
      }
      await shoot("live-02-two-tabs", tabB);
    } finally {
      await gate.release();
      await tabB.close();
    }
  });

  it("gives each browser its own threads", async () => {
    expect(await threadItems().count()).toBeGreaterThan(1);
    await expectNoThreadsInAnotherBrowser(browser, server.url, pageErrors);
  });

  it("B8: a send while offline waits for the connection and goes once back online; Stop leaves it not sent, Retry sends it", async () => {
    const chat = chatOf(page);
    const goOffline = async () => {
      await context.setOffline(true);
      await poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    };
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessagesOf(page).count()).toBe(0);
    await goOffline();
    await send("hello");
    await chat.getByTestId("copilot-message-queued").filter({ hasText: "Waiting for connection…" }).waitFor();
    expect(await userMessagesOf(page).allInnerTexts()).toEqual([expect.stringContaining("hello")]);
    expect(await assistantMessagesOf(page).count()).toBe(0);
    await shoot("live-03-offline-waiting");

    await context.setOffline(false);
    await assistantMessagesOf(page).last().filter({ hasText: "offline demo model" }).waitFor();
    await chat.getByTestId("copilot-message-queued").waitFor({ state: "detached" });
    await waitForIdle();
    // Sent exactly once: one question, one answer.
    expect(await userMessagesOf(page).count()).toBe(1);
    expect(await assistantMessagesOf(page).count()).toBe(1);

    await goOffline();
    await send("are you there");
    await chat.getByTestId("copilot-message-queued").waitFor();
    await chat.getByRole("button", { name: "Stop generating" }).click();
    const notSent = chat.getByTestId("copilot-message-not-sent");
    await notSent.filter({ hasText: "Not sent" }).waitFor();
    await context.setOffline(false);
    await poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await assistantMessagesOf(page).count()).toBe(1);
    await notSent.getByRole("button", { name: "Retry" }).click();
    await poll(() => assistantMessagesOf(page).count()).toBe(2);
    await notSent.waitFor({ state: "detached" });
    await waitForIdle();
    expect(await userMessagesOf(page).count()).toBe(2);
  });

  it("B8: a message sent before the chat has connected, in a tab that remembers a conversation, stays in the conversation shown", async () => {
    // This browser remembers the conversation of the step before (offline-send.test.ts on the React demo).
    const remembered = await page.evaluate(() => localStorage.getItem("wingman-demo:thread"));
    await checkSendWhileConnectingStays(() => watched(context, "B8 tab: "), server.url);
    // The steps after this one find the browser remembering what it did before.
    await page.evaluate((threadId) => localStorage.setItem("wingman-demo:thread", threadId!), remembered);
  });

  it("B2: Stop in realtime mode logs nothing: the stopped run's tail is not applied as a run of its own", async () => {
    // Errors and warnings alike, from this step only (the React demo's realtime-stop.test.ts).
    const logged: string[] = [];
    const onConsole = (message: ConsoleMessage) => void ((message.type() === "error" || message.type() === "warning") && logged.push(message.text()));
    const onPageError = (error: Error) => void logged.push(error.message);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    const gate = demoAnswerGate(() => server.url);
    try {
      await open(page, server.url);
      expect((await runtimeInfo(page)).wingman?.realtime?.wsUrl).toMatch(/\/api\/copilotkit\/ws$/);
      await page.getByRole("button", { name: "+ New" }).click();
      await poll(() => userMessagesOf(page).count()).toBe(0);
      // Held after its first line, so Stop lands mid-answer; released after the Stop, the run's
      // closing events reach the followed thread after the page stopped following the run.
      await gate.hold();
      await send("Show me an example in markdown");
      await assistantMessagesOf(page).last().filter({ hasText: "Here is" }).waitFor();
      await chatOf(page).getByRole("button", { name: "Stop generating" }).click();
      await chatOf(page).getByRole("button", { name: "Send message" }).waitFor();
      await gate.release();
      // The runtime finishes the stopped run; then the thread takes a new run.
      const running = () => page.evaluate(() => fetch("/api/copilotkit/threads").then((response) => response.json()).then((body: { threads?: Array<{ running?: boolean }> }) => body.threads?.some((thread) => thread.running)));
      await poll(running).toBe(false);
      await send("hello");
      await poll(() => assistantMessagesOf(page).count()).toBe(2);
      await assistantMessagesOf(page).last().filter({ hasText: "offline demo model" }).waitFor();
      await waitForIdle();
      expect(await assistantMessagesOf(page).first().innerText()).not.toContain("an explicit return type");
      expect(logged.filter((line) => !/Angular is running in development mode|Lit is in dev mode/.test(line))).toEqual([]);
    } finally {
      await gate.release();
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    }
  });

  // Last on this server: it restarts it, and its threads (kept in memory) go with it.
  it("says when the runtime is unreachable, and recovers when it is back", async () => {
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    expect(await page.getByTestId("runtime-banner").count()).toBe(0);
    const port = server.port;
    await server.stop();
    const banner = page.getByTestId("runtime-banner");
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.innerText()).toContain("The copilot's runtime is unreachable.");
    expect(await page.getByTestId("runtime-status").innerText()).toContain("Runtime unreachable");
    await shoot("live-04-runtime-unreachable");

    server = await startAngularServer(app, { port, env: { DEMO_TEST_GATE: "1" } });
    await banner.waitFor({ state: "detached", timeout: 30_000 });
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    // The page goes on without a reload: a new conversation on the new server answers.
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessagesOf(page).count()).toBe(0);
    await send("hello");
    await assistantMessagesOf(page).last().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();
    await poll(() => threadItems().count()).toBe(1);
  });
});

describe("the Angular demo over HTTP + SSE (DEMO_TRANSPORT=sse)", { timeout: 120_000 }, () => {
  it("finishes an answer after a reload in the middle, without a socket", async () => {
    const ssePage = await watched(await browser.newContext({ viewport: { width: 1440, height: 900 } }), "SSE: ");
    const sockets: string[] = [];
    ssePage.on("websocket", (socket) => sockets.push(socket.url()));
    await open(ssePage, sseServer.url);
    expect((await runtimeInfo(ssePage)).wingman?.realtime).toBeUndefined();
    await reloadMidAnswer(ssePage, demoAnswerGate(() => sseServer.url), "Explain this with a markdown example", () => waitForIdle(ssePage));
    expect(sockets).toEqual([]);
    await shoot("live-05-sse-after-reload", ssePage);
    // The runtime's going away was logged (a failed fetch, a socket refused, or reset when the server
    // stopped or restarted in the middle of its handshake); nothing else may have failed.
    expect(pageErrors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  });
});
