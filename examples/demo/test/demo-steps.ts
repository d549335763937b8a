import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { launchDemoChromium, poll } from "./demo-in-chromium.js";
import { buildDemo, holdAnswers, releaseAnswers, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

// The steps the demo's walkthrough files (demo.test.ts, demo-mid-answer.test.ts) take on a page: two
// files, each with its own server and browser, so that their halves of the walkthrough run side by side.

export const RESULTS = fileURLToPath(new URL("../test-results/", import.meta.url));

/** The offline demo model's markdown answer, line by line (packages/agent, plan-demo-reply.ts). */
const MARKDOWN_LINES = [
  "Here is a small example in TypeScript:",
  "function greet(name: string): string {",
  "return `Hello, ${name}!`;",
  "What it shows:",
  "a typed parameter (name: string)",
  "a template literal for the greeting",
  "an explicit return type",
];

const normalize = (text: string) => text.replace(/\s+/g, " ");

/** The markdown answer holds every line, in order, each once. */
export function expectWholeMarkdownAnswer(text: string) {
  const answer = normalize(text);
  let position = 0;
  for (const line of MARKDOWN_LINES) {
    const found = answer.indexOf(normalize(line), position);
    expect(found, `"${line}" in order in ${answer}`).toBeGreaterThanOrEqual(position);
    position = found + line.length;
  }
  expect(answer.split("Here is a small example").length).toBe(2);
  expect(answer.split("an explicit return type").length).toBe(2);
}

/** Every line of the markdown answer is in `text`. */
export function expectMarkdownLines(text: string) {
  const answer = normalize(text);
  for (const line of MARKDOWN_LINES) expect(answer).toContain(normalize(line));
}

/** What the page's runtime says about itself. */
export const runtimeInfo = (on: Page) => on.evaluate(() => fetch("/api/copilotkit/info").then((response) => response.json() as Promise<{ mode?: string; wingman?: { realtime?: { wsUrl?: string } } }>));

/** A walkthrough's demo server (in a new data directory) and Chromium, a desktop-sized page open; the page's errors go to `pageErrors`. */
export async function startWalkthrough(pageErrors: string[]): Promise<{ dataDir: string; server: DemoServerProcess; browser: Browser; context: BrowserContext; page: Page }> {
  const dataDir = await mkdtemp(join(tmpdir(), "wingman-demo-"));
  await Promise.all([buildDemo(), mkdir(RESULTS, { recursive: true })]);
  const [server, browser] = await Promise.all([startDemoServer({ dataDir }), launchDemoChromium()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
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
    await chat().getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 15_000 });
    await chat().getByRole("button", { name: "Send message" }).waitFor();
  }

  /** Samples a locator's text until `done` holds; returns every distinct text seen, in order. */
  async function watchText(locator: Locator, done: (text: string) => boolean, timeoutMs = 15_000): Promise<string[]> {
    const seen: string[] = [];
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const text = (await locator.count()) > 0 ? ((await locator.innerText().catch(() => "")) ?? "") : "";
      if (text !== seen.at(-1)) seen.push(text);
      if (done(text)) return seen;
      // A new text can only show in a new frame: sample once per frame the page renders.
      await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    throw new Error(`timed out; last text: ${JSON.stringify(seen.at(-1))}`);
  }

  /**
   * In a new conversation, asks for the markdown example and reloads the page in the middle of the answer.
   * The server holds the answer after its first line (the test gate) until the reloaded page shows it, so
   * the reload lands mid-answer however slow the machine is.
   */
  async function reloadMidAnswer(on: DemoServerProcess, question: string) {
    await page().getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
    await holdAnswers(on);
    await send(question);
    await watchText(assistantMessages().last(), (text) => text.includes("Here is a small"));
    await page().reload();
    // Back after the reload: the partial answer, from the run the server still holds.
    const partial = (await watchText(assistantMessages().last(), (text) => text.includes("Here is a small"))).at(-1)!;
    expect(partial).not.toContain("an explicit return type");
    // The answer may not have reached its pause yet: released either way, it goes on only from here.
    await releaseAnswers(on);
    const texts = (await watchText(assistantMessages().last(), (text) => text.includes("an explicit return type"))).filter((text) => text.length > 0);
    // The rest arrived live, after the partial answer.
    expect(texts[0]).not.toContain("an explicit return type");
    expect(texts.length).toBeGreaterThan(1);
    expect(await userMessages().count()).toBe(1);
    expect(await assistantMessages().count()).toBe(1);
    expectWholeMarkdownAnswer(await assistantMessages().last().innerText());
    await waitForIdle();
  }

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
