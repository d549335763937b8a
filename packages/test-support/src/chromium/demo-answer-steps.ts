import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Steps on a demo's page (React or Angular: the same chat classes, the same thread panel) that follow
// an answer as it streams, shared by both demos' browser tests.

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
export function expectWholeMarkdownAnswer(text: string): void {
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
export function expectMarkdownLines(text: string): void {
  const answer = normalize(text);
  for (const line of MARKDOWN_LINES) expect(answer).toContain(normalize(line));
}

/** The demo server's test gate (`/api/demo/test-gate`): answers started while held pause after their first line. */
export interface DemoAnswerGate {
  hold(): Promise<unknown>;
  release(): Promise<unknown>;
}

/** Asks a demo server at `origin` (started with its test gate on) to hold or release answers. */
export function demoAnswerGate(origin: () => string): DemoAnswerGate {
  const post = async (action: "hold" | "release") => {
    const response = await fetch(`${origin()}/api/demo/test-gate/${action}`, { method: "POST" });
    if (!response.ok) throw new Error(`test gate ${action}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return { hold: () => post("hold"), release: () => post("release") };
}

/** Samples a locator's text on `page` until `done` holds; returns every distinct text seen, in order. */
export async function watchText(page: Page, locator: Locator, done: (text: string) => boolean, timeoutMs = 55_000): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = (await locator.count()) > 0 ? ((await locator.innerText().catch(() => "")) ?? "") : "";
    if (text !== seen.at(-1)) seen.push(text);
    if (done(text)) return seen;
    // A new text can only show in a new frame: sample once per frame the page renders.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error(`timed out; last text: ${JSON.stringify(seen.at(-1))}`);
}

/**
 * On a demo page (`.wm-chat`, the thread panel's "+ New"), in a new conversation: asks `question` (the
 * offline model answers it with the markdown example) and reloads the page in the middle of the answer.
 * The server holds the answer after its first line (`gate`) until the reloaded page shows it, so the
 * reload lands mid-answer however slow the machine is. Then the rest arrives live, nothing lost or twice.
 */
export async function reloadMidAnswer(page: Page, gate: DemoAnswerGate, question: string, waitForIdle: () => Promise<void>): Promise<void> {
  const chat = page.locator(".wm-chat");
  const assistantMessages = () => chat.locator(".wm-message--assistant");
  const userMessages = () => chat.locator(".wm-message--user");
  await page.getByRole("button", { name: "+ New" }).click();
  await expect.poll(() => userMessages().count(), { timeout: 30_000, interval: 50 }).toBe(0);
  await gate.hold();
  const input = chat.getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
  await watchText(page, assistantMessages().last(), (text) => text.includes("Here is a small"));
  await page.reload();
  // Back after the reload: the partial answer, from the run the server still holds.
  const partial = (await watchText(page, assistantMessages().last(), (text) => text.includes("Here is a small"))).at(-1)!;
  expect(partial).not.toContain("an explicit return type");
  // The answer may not have reached its pause yet: released either way, it goes on only from here.
  await gate.release();
  const texts = (await watchText(page, assistantMessages().last(), (text) => text.includes("an explicit return type"))).filter((text) => text.length > 0);
  // The rest arrived live, after the partial answer.
  expect(texts[0]).not.toContain("an explicit return type");
  expect(texts.length).toBeGreaterThan(1);
  expect(await userMessages().count()).toBe(1);
  expect(await assistantMessages().count()).toBe(1);
  expectWholeMarkdownAnswer(await assistantMessages().last().innerText());
  await waitForIdle();
}
