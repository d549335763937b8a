import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { demoAnswerGate, reloadMidAnswer as reloadMidAnswerOn, watchText as watchTextOn } from "@wingman/test-support/chromium";
import { launchDemoChromium } from "./demo-in-chromium.js";
import { buildDemo, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

// The steps the demo's walkthrough files (demo.test.ts, demo-mid-answer.test.ts) take on a page: two
// files, each with its own server and browser, so that their halves of the walkthrough run side by side.

export const RESULTS = fileURLToPath(new URL("../test-results/", import.meta.url));

export { expectMarkdownLines, expectWholeMarkdownAnswer } from "@wingman/test-support/chromium";

/** What the page's runtime says about itself. */
export const runtimeInfo = (on: Page) => on.evaluate(() => fetch("/api/copilotkit/info").then((response) => response.json() as Promise<{ mode?: string; wingman?: { realtime?: { wsUrl?: string } } }>));

/** A walkthrough's demo server (in a new data directory) and Chromium, a desktop-sized page open; the page's errors go to `pageErrors`. */
export async function startWalkthrough(pageErrors: string[]): Promise<{ dataDir: string; server: DemoServerProcess; browser: Browser; context: BrowserContext; page: Page }> {
  const dataDir = await mkdtemp(join(tmpdir(), "wingman-demo-"));
  await Promise.all([buildDemo(), mkdir(RESULTS, { recursive: true })]);
  const [server, browser] = await Promise.all([startDemoServer({ dataDir }), launchDemoChromium()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { dataDir, server, browser, context, page };
}

/** The walkthrough's steps on the page `current()` returns (a file may move them to another page). */
export function demoSteps(current: () => Page) {
  const page = () => current();
  const chat = () => page().locator(".wm-chat");
  const assistantMessages = () => chat().locator(".wm-message--assistant");
  const userMessages = () => chat().locator(".wm-message--user");

  async function send(text: string) {
    const input = chat().getByRole("textbox", { name: "Message" });
    await input.fill(text);
    await input.press("Enter");
  }

  /** Waits until no run is going: the composer shows Send again, not Stop. */
  async function waitForIdle() {
    await chat().getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 55_000 });
    await chat().getByRole("button", { name: "Send message" }).waitFor();
  }

  /** Samples a locator's text until `done` holds; returns every distinct text seen, in order. */
  const watchText = (locator: Locator, done: (text: string) => boolean, timeoutMs?: number) => watchTextOn(page(), locator, done, timeoutMs);

  /** In a new conversation, reloads the page in the middle of the markdown answer (held by `on`'s test gate). */
  const reloadMidAnswer = (on: DemoServerProcess, question: string) => reloadMidAnswerOn(page(), demoAnswerGate(() => on.origin), question, waitForIdle);

  return {
    chat,
    assistantMessages,
    userMessages,
    suggestion: (title: string) => chat().locator(".wm-suggestion", { hasText: title }),
    threadItems: () => page().locator(".threads__item[data-thread-id]"),
    shoot: (name: string) => page().screenshot({ path: join(RESULTS, `${name}.png`) }),
    send,
    waitForIdle,
    watchText,
    reloadMidAnswer,
  };
}
