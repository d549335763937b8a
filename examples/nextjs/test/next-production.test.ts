// The Next.js App Router example, as a user would run it: our packages packed (`npm pack`) and
// installed into a fresh app from the registry, `next build`, `next start`, driven in Chromium.
// One build serves every check (it takes minutes on two cores).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assertChromiumInstalled, chromiumLaunchOptions, openConnectedChat, sendChatMessage } from "@wingman/test-support/chromium";
import { freePort, installPackedApp, packWorkspaces } from "@wingman/test-support/packed-app";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const exampleRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(exampleRoot, "../..");
const WORKSPACES = ["shared", "core", "runtime", "agent", "react", "inspector", "chat-styles", "runner-sqlite"].map((name) => `packages/${name}`);
/** The offline demo model's markdown answer (packages/agent, plan-demo-reply.ts): its first and last lines. */
const MARKDOWN_FIRST = "Here is a small example in TypeScript:";
const MARKDOWN_LAST = "an explicit return type";

let workDirectory: string;
let appDirectory: string;
let server: ChildProcess | undefined;
let serverOutput = "";
let origin: string;
let browser: Browser;
/** For working on the checks alone: a kept work directory whose app is installed and built already. */
const keptWorkDirectory = process.env.NEXT_EXAMPLE_WORKDIR;

function runToEnd(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`))));
  });
}

async function startNext(port: number): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DEMO_TOKEN_DELAY_MS: "25", WINGMAN_DATA_DIR: join(workDirectory, "data") };
  for (const key of ["WINGMAN_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_BASE_URL", "OPENAI_COMPATIBLE_BASE_URL"]) {
    delete env[key];
  }
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: appDirectory, env, stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      serverOutput += chunk;
      if (/Ready in/.test(serverOutput)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`next start exited (${code}):\n${serverOutput}`)));
  });
}

beforeAll(async () => {
  assertChromiumInstalled();
  workDirectory = keptWorkDirectory ?? (await mkdtemp(join(tmpdir(), "wingman-nextjs-")));
  appDirectory = join(workDirectory, "app");
  if (!(keptWorkDirectory && existsSync(join(appDirectory, ".next/BUILD_ID")))) await buildApp();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  [browser] = await Promise.all([chromium.launch(chromiumLaunchOptions()), startNext(port)]);
}, 900_000);

async function buildApp(): Promise<void> {
  const tarballDirectory = join(workDirectory, "tarballs");
  await Promise.all([mkdir(tarballDirectory, { recursive: true }), mkdir(join(workDirectory, "data"), { recursive: true })]);
  const tarballs = await packWorkspaces(repoRoot, WORKSPACES, tarballDirectory);
  await mkdir(appDirectory, { recursive: true });
  for (const entry of ["app", "components", "lib", "next.config.mjs", "tsconfig.json"]) {
    await cp(join(exampleRoot, entry), join(appDirectory, entry), { recursive: true });
  }
  await installPackedApp(
    appDirectory,
    {
      name: "wingman-nextjs-app",
      dependencies: { next: "16.4.6", react: "19.3.1", "react-dom": "19.3.1", zod: "3.25.76" },
      devDependencies: { typescript: "5.9.3", "@types/react": "19.3.3", "@types/react-dom": "19.3.0", "@types/node": "20.19.43" },
    },
    tarballs,
  );
  await runToEnd(process.execPath, ["node_modules/next/dist/bin/next", "build"], appDirectory);
}

afterAll(async () => {
  await browser?.close();
  server?.kill("SIGKILL");
  if (workDirectory && !keptWorkDirectory) await rm(workDirectory, { recursive: true, force: true });
});

const openPage = () => openConnectedChat(browser, origin);

/** Text in the assistant's visible answers (the polite live region repeats it for screen readers). */
const answer = (page: Page, text: string) => page.locator(".wm-message--assistant").getByText(text);

const send = sendChatMessage;

describe("Next.js App Router example (next build, next start)", { timeout: 180_000 }, () => {
  it("server-renders the chat from a server layout and page, and hydrates without errors", async () => {
    const html = await (await fetch(origin)).text();
    expect(html).toContain("wm-chat");
    expect(html).toContain("textarea");
    const { page, errors } = await openPage();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("streams an answer and runs a frontend tool", async () => {
    const { page, errors } = await openPage();
    await send(page, "Set the accent color to teal");
    await expect.poll(() => page.getByTestId("accent").getAttribute("data-accent"), { timeout: 60_000 }).toBe("teal");
    await send(page, "Show me an example in markdown");
    await answer(page, MARKDOWN_LAST).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("resumes an answer after a reload in the middle of it, without gaps or duplicates", async () => {
    const { page } = await openPage();
    await send(page, "Show me an example in markdown");
    await answer(page, MARKDOWN_FIRST).waitFor({ timeout: 60_000 });
    expect(await answer(page, MARKDOWN_LAST).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("thread")).toBeTruthy();
    await page.reload();
    await answer(page, MARKDOWN_LAST).waitFor({ timeout: 60_000 });
    expect(await answer(page, MARKDOWN_FIRST).count()).toBe(1);
    expect(await page.locator(".wm-message--user").count()).toBe(1);
    await page.close();
  });

  it("asks for approval (human in the loop), draws a server tool's result (generative UI) and shows shared state live", async () => {
    const { page } = await openPage();
    await send(page, "Ask for approval to deploy to production");
    await page.getByTestId("approval-card").getByRole("button", { name: "Approve" }).click();
    await page.getByTestId("approval-result").waitFor({ timeout: 60_000 });
    await send(page, 'Get the weather in "Lisbon"');
    await expect.poll(() => page.getByTestId("weather-card").last().textContent(), { timeout: 60_000 }).toContain("Lisbon: 21°C");
    await send(page, "Add order snacks to checklist");
    await page.getByTestId("plan").getByText("order snacks").waitFor({ timeout: 60_000 });
    await page.close();
  });

  it("serves the runtime from an edge route, streaming as events happen", async () => {
    const response = await fetch(`${origin}/api/edge/agent/default/run`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ threadId: "edge-thread", runId: "edge-run", messages: [{ id: "m1", role: "user", content: "Show me an example in markdown" }], tools: [], context: [], state: {}, forwardedProps: {} }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let readsBeforeEnd = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!text.includes('"RUN_FINISHED"')) readsBeforeEnd++;
    }
    // Delivered as it was produced (the demo model waits between tokens), not in one piece at the end.
    expect(readsBeforeEnd).toBeGreaterThan(3);
    expect(text).toContain('"RUN_STARTED"');
    expect(text).toContain('"RUN_FINISHED"');
    expect(serverOutput).not.toMatch(/Node\.js API is used|uncaughtException/);
  });
});
