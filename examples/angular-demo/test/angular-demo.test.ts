import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { assertChromiumInstalled, chromiumLaunchOptions } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAngularDemoServer, type AngularDemoServer } from "../server/start-angular-demo-server.js";

const example = fileURLToPath(new URL("../", import.meta.url));
const RESULTS = join(example, "test-results");
const MODEL_KEYS = ["WINGMAN_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];

/** Builds the page as `npm start` does (Vite; skipped when nothing changed). */
function buildPage(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build-page.mjs"], { cwd: example, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`page build failed (${code}):\n${output}`))));
  });
}

let server: AngularDemoServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  assertChromiumInstalled();
  await Promise.all([buildPage(), mkdir(RESULTS, { recursive: true })]);
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of MODEL_KEYS) delete env[key];
  [server, browser] = await Promise.all([
    startAngularDemoServer({ port: 0, host: "127.0.0.1", pageDir: join(example, "dist/page"), env, tokenDelayMs: 25 }),
    chromium.launch(chromiumLaunchOptions()),
  ]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on("pageerror", (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const chat = () => page.locator("copilot-chat");

async function send(text: string) {
  const input = chat().getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
}

describe("examples/angular-demo in headless Chromium", () => {
  it("sends a message and shows the streamed answer", async () => {
    await page.goto(`http://127.0.0.1:${server.port}/`);
    await expect.poll(() => page.getByTestId("model").textContent()).toContain("offline demo model");
    await chat().getByRole("heading", { name: "Ask me to change this page's colour" }).waitFor();
    await send("hello");
    const answer = chat().locator(".wm-message--assistant").last();
    // Streamed: the answer is seen while it grows, and Stop is offered meanwhile.
    await chat().getByRole("button", { name: "Stop generating" }).waitFor();
    const seen = new Set<string>();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      seen.add((await answer.textContent().catch(() => "")) ?? "");
      if (await chat().getByRole("button", { name: "Send message" }).isVisible().catch(() => false)) break;
      await page.waitForTimeout(50);
    }
    const final = (await answer.textContent()) ?? "";
    expect(final).toContain("offline demo model");
    expect([...seen].filter((text) => text !== "" && text !== final).length).toBeGreaterThan(1);
    await expect.poll(() => chat().getByRole("status").textContent()).toContain("Assistant replied:");
    await page.screenshot({ path: join(RESULTS, "01-streamed-answer.png") });
  });

  it("a frontend tool changes the page, and its call is rendered in the chat", async () => {
    await send("change the background color to teal");
    await expect.poll(() => page.getByTestId("background").textContent(), { timeout: 15_000 }).toBe("teal");
    // (after the panel's 0.3 s colour transition)
    await expect.poll(() => page.getByTestId("panel").evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(0, 128, 128)");
    await chat().locator(".color-chip", { hasText: "Background → teal" }).waitFor();
    await chat().getByRole("button", { name: "Send message" }).waitFor({ timeout: 15_000 });
    await expect.poll(() => chat().locator(".wm-message--assistant").last().textContent()).toContain("changeBackgroundColor");
    await page.screenshot({ path: join(RESULTS, "02-frontend-tool.png") });
    expect(pageErrors).toEqual([]);
  });
});
