import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemo, holdAnswers, releaseAnswers, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

const CHROMIUM = "/usr/bin/chromium";
const RESULTS = fileURLToPath(new URL("../test-results/", import.meta.url));
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

let server: DemoServerProcess;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`);
  dataDir = await mkdtemp(join(tmpdir(), "wingman-demo-"));
  await Promise.all([buildDemo(), mkdir(RESULTS, { recursive: true })]);
  [server, browser] = await Promise.all([
    startDemoServer({ dataDir }),
    chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }),
  ]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on("pageerror", (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const shoot = (name: string) => page.screenshot({ path: join(RESULTS, `${name}.png`) });
const chat = () => page.locator(".wm-chat");
const assistantMessages = () => chat().locator(".wm-message--assistant");
const userMessages = () => chat().locator(".wm-message--user");
const suggestion = (title: string) => chat().locator(".wm-suggestion", { hasText: title });
const threadItems = () => page.locator(".threads__item[data-thread-id]");

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
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error(`timed out; last text: ${JSON.stringify(seen.at(-1))}`);
}

const normalize = (text: string) => text.replace(/\s+/g, " ");
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

/** The markdown answer holds every line, in order, each once. */
function expectWholeMarkdownAnswer(text: string) {
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

/**
 * In a new conversation, asks for the markdown example and reloads the page in the middle of the answer.
 * The server holds the answer after its first line (the test gate) until the reloaded page shows it, so
 * the reload lands mid-answer however slow the machine is.
 */
async function reloadMidAnswer(on: DemoServerProcess, question: string) {
  await page.getByRole("button", { name: "+ New" }).click();
  await poll(() => userMessages().count()).toBe(0);
  await holdAnswers(on);
  await send(question);
  await watchText(assistantMessages().last(), (text) => text.includes("Here is a small"));
  await page.reload();
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

/** What the page's runtime says about itself. */
const runtimeInfo = (on: Page) => on.evaluate(() => fetch("/api/copilotkit/info").then((response) => response.json() as Promise<{ mode?: string; wingman?: { realtime?: { wsUrl?: string } } }>));

describe("the demo", { timeout: 45_000 }, () => {
  it("serves the page, says which model answers and offers suggestions", async () => {
    await page.goto(server.origin);
    await poll(() => page.getByTestId("model-badge").innerText()).toContain("offline demo model");
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    for (const title of ["Show me an example", "Change the accent colour", "Ask me to approve", "Get the weather", "Add to the checklist"]) {
      await suggestion(title).waitFor();
    }
    await poll(() => page.getByTestId("plan-checklist").innerText()).toContain("Book the venue");
    await shoot("01-start");
  });

  it("streams a markdown answer, then shows suggestions generated by the agent", async () => {
    await suggestion("Show me an example").click();
    await userMessages().first().waitFor();
    const texts = await watchText(assistantMessages().last(), (text) => text.includes("an explicit return type"));
    const growing = texts.filter((text) => text.length > 0);
    expect(growing.length).toBeGreaterThan(3); // it arrived in pieces
    const answer = normalize(texts.at(-1)!);
    for (const line of MARKDOWN_LINES) expect(answer).toContain(normalize(line));
    await poll(() => assistantMessages().last().locator("pre code").innerText()).toContain("function greet");
    expect(await assistantMessages().last().locator("li").count()).toBe(3);
    await waitForIdle();
    // Dynamic suggestions: the agent proposes what has not been tried yet.
    await suggestion("Change the accent colour").waitFor();
    await poll(() => suggestion("Show me an example").count()).toBe(0);
    await shoot("02-markdown-answer");
  });

  it("runs a frontend tool that changes the page", async () => {
    await suggestion("Change the accent colour").click();
    await poll(() => page.getByTestId("accent-name").textContent()).toBe("teal");
    await poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim())).toBe("#0d9488");
    await chat().getByTestId("accent-tool-chip").filter({ hasText: "changed to teal" }).waitFor();
    await waitForIdle();
  });

  it("asks for approval with a card and goes on with the answer", async () => {
    await send("Ask for approval to deploy to production");
    const card = chat().getByTestId("approval-card").last();
    // The card shows (disabled) while the call's arguments stream; it can be answered once they are complete.
    await poll(() => card.getByRole("button", { name: "Approve" }).isEnabled()).toBe(true);
    expect(await card.innerText()).toContain("deploy to production");
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/deploy to production\s+pending/i);
    await shoot("03-approval-card");
    await card.getByRole("button", { name: "Approve" }).click();
    await card.filter({ hasText: "Approved" }).waitFor();
    await assistantMessages().filter({ hasText: "Thanks, you approved it, so I went ahead." }).waitFor();
    await poll(() => page.getByTestId("approvals-card").innerText()).toMatch(/deploy to production\s+approved/i);
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

  it("keeps a thread list: new, rename, switch and delete", async () => {
    const first = threadItems().filter({ hasText: "Show me an example in markdown" });
    await first.waitFor(); // named after its first message
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
    await suggestion("Show me an example").waitFor(); // the static suggestions again

    await send("hello");
    await assistantMessages().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();
    const second = threadItems().filter({ hasText: "hello" });
    await second.waitFor();
    expect(await threadItems().count()).toBe(2);

    await second.getByRole("button", { name: /^Rename/ }).click();
    const nameInput = page.getByRole("textbox", { name: "Conversation name" });
    await nameInput.fill("Greetings");
    await nameInput.press("Enter");
    await threadItems().filter({ hasText: "Greetings" }).waitFor();

    await first.locator(".threads__open").click();
    await assistantMessages().filter({ hasText: "Thanks, you approved it" }).waitFor();
    await chat().getByTestId("weather-card").first().waitFor();
    expect(await first.locator(".threads__open").getAttribute("aria-current")).toBe("true");
    await shoot("06-threads");

    const greetings = threadItems().filter({ hasText: "Greetings" });
    await greetings.getByRole("button", { name: /^Delete/ }).click();
    await greetings.getByRole("group", { name: /^Delete/ }).getByRole("button", { name: "Delete", exact: true }).click();
    await poll(() => threadItems().count()).toBe(1);
    expect(await threadItems().first().innerText()).toContain("Show me an example in markdown");
  });

  it("stops an answer in the middle", async () => {
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
    // Held after its first line, so Stop lands mid-answer however busy the machine is.
    await holdAnswers(server);
    await send("Show me some code");
    await watchText(assistantMessages().last(), (text) => text.includes("Here is a small"));
    await chat().getByRole("button", { name: "Stop generating" }).click();
    await waitForIdle();
    const stopped = await assistantMessages().last().innerText();
    expect(stopped).not.toContain("an explicit return type");
    await releaseAnswers(server); // a run that did not stop would go on from here
    await shoot("07-stopped");
    // The thread takes the next message.
    await send("hello");
    await assistantMessages().last().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();
    // A run that went on would have finished before the thread took the next one: nothing more arrived.
    const answers = await assistantMessages().allInnerTexts();
    expect(answers.at(-2)).toBe(stopped);
  });

  it("finishes an answer after a reload in the middle, without gaps or duplicates", async () => {
    await reloadMidAnswer(server, "Explain this with a markdown example");
    await shoot("08-after-reload");
  });

  it("says so when a reload left an approval unanswered, and the thread goes on", async () => {
    await send("Ask for approval to book the venue");
    await chat().getByTestId("approval-card").last().getByRole("button", { name: "Approve" }).waitFor();
    await page.reload();
    await chat().getByTestId("approval-card").last().filter({ hasText: "Not answered" }).waitFor();
    await send("hello");
    await assistantMessages().last().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();
  });

  it("switches to the popup and back to the sidebar", async () => {
    await page.getByRole("radio", { name: "Popup" }).click();
    await poll(() => page.locator(".wm-sidebar").count()).toBe(0);
    await page.getByRole("button", { name: "Open chat" }).click();
    const popup = page.locator(".wm-popup");
    await popup.waitFor();
    await popup.locator(".wm-message--assistant", { hasText: "an explicit return type" }).waitFor(); // same conversation
    await send("hello");
    await popup.locator(".wm-message--assistant", { hasText: "offline demo model" }).waitFor();
    await waitForIdle();
    await shoot("09-popup");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: "Sidebar" }).click();
    await page.locator(".wm-sidebar").waitFor();
  });

  it("shows the inspector on localhost", async () => {
    const inspector = page.locator("wingman-inspector");
    await inspector.locator("button.launcher").click();
    const panel = inspector.locator("section.panel");
    await panel.waitFor();
    await poll(() => panel.locator("ol.timeline > li").count()).toBeGreaterThan(0); // the events of this page's runs
    await shoot("10-inspector");
    await panel.getByRole("tab", { name: /^Runtime\b/ }).click();
    await panel.locator(".runtime-status").filter({ hasText: "connected" }).waitFor();
    await inspector.locator("button.launcher").click();
    await panel.waitFor({ state: "hidden" });
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
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const listed = otherPage.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/threads") && response.request().method() === "GET");
      await otherPage.goto(server.origin);
      await otherPage.getByTestId("runtime-status").filter({ hasText: "Runtime connected" }).waitFor();
      await otherPage.locator(".threads__item--draft").waitFor();
      // The list this browser got is shown once its answer is in and the list is no longer busy.
      expect((await listed).ok()).toBe(true);
      await otherPage.locator(".threads__list:not([aria-busy])").waitFor();
      expect(await otherPage.locator(".threads__item[data-thread-id]").count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("says when the runtime is unreachable, recovers when it is back, and keeps the threads", async () => {
    const threadsBefore = await threadItems().allInnerTexts();
    expect(threadsBefore.length).toBeGreaterThan(1);
    await server.stop();
    await page.getByTestId("runtime-banner").waitFor({ timeout: 8_000 });
    expect(await page.getByTestId("runtime-status").innerText()).toContain("unreachable");
    await shoot("12-runtime-unreachable");

    server = await startDemoServer({ dataDir, port: server.port });
    await page.getByTestId("runtime-banner").waitFor({ state: "detached", timeout: 8_000 });
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    await send("hello");
    await assistantMessages().last().filter({ hasText: "offline demo model" }).waitFor();
    await waitForIdle();

    await page.reload();
    await threadItems().filter({ hasText: "Show me an example in markdown" }).waitFor();
    await threadItems().filter({ hasText: "Show me an example in markdown" }).locator(".threads__open").click();
    await assistantMessages().filter({ hasText: "Thanks, you approved it" }).waitFor();
    await shoot("13-after-restart");
    expect(pageErrors).toEqual([]);
  });
});

describe("the demo over HTTP + SSE (DEMO_TRANSPORT=sse)", { timeout: 45_000 }, () => {
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
