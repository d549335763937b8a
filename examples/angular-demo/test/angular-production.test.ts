import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { assertChromiumInstalled, chromiumLaunchOptions } from "@wingman/test-support/chromium";
import { installPackedApp, packWorkspaces } from "@wingman/test-support/packed-app";
import { checkAccessibility, formatViolations } from "@wingman/test-support/axe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The example as a user's app gets it: every package it needs `npm pack`ed (as published: `files`,
// exports maps, dist/), installed into a copy of the app outside this repository together with the
// registry's dependencies, then the Angular CLI's production build (AOT, default budgets), the
// server compiled by tsc, and the page driven in Chromium. One install and one build for every check.

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const example = join(repo, "examples/angular-demo");
const RESULTS = join(example, "test-results");
/** The workspaces the app installs (directly or through another package), packed as published. */
const WORKSPACES = ["packages/shared", "packages/core", "packages/inspector", "packages/chat-styles", "packages/runtime", "packages/agent"];
/** ng-packagr's output is the published @wingman/angular (Angular Package Format). */
const ANGULAR_PACKAGE = join(repo, "packages/angular/dist");
/** Left out of the copy: what the app builds or installs itself, and this test. */
const NOT_COPIED = new Set(["node_modules", "dist", ".angular", "out-tsc", "test", "test-results"]);
const MODEL_KEYS = ["WINGMAN_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}

/** Runs a program of the app's `node_modules/.bin`; resolves its combined output, rejects with it. */
function runInApp(app: string, bin: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      join(app, "node_modules/.bin", bin),
      args,
      { cwd: app, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NG_CLI_ANALYTICS: "false", NO_COLOR: "1", CI: "1" } },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        if (error) reject(new Error(`${bin} ${args.join(" ")} failed (${error.code}):\n${output}`));
        else resolve(output);
      },
    );
  });
}

/** Starts the app's compiled server on a free port; resolves its URL from the line it prints. */
function startServer(app: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["dist/server/main.js"], { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Wingman Angular demo on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace("localhost", "127.0.0.1") });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

/** Packs our packages, installs them into a copy of the app, runs `ng build` and compiles the server. */
async function buildApp(): Promise<void> {
  const tarballDirectory = join(work, "tarballs");
  await mkdir(tarballDirectory, { recursive: true });
  // One `npm pack` at a time: both write into the same directory and read the same lockfile.
  const tarballs = await packWorkspaces(repo, WORKSPACES, tarballDirectory);
  for (const [name, file] of await packWorkspaces(ANGULAR_PACKAGE, [], tarballDirectory)) tarballs.set(name, file);

  await cp(example, app, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(example, source).split(sep)[0]!) });
  const manifest = JSON.parse(await readFile(join(example, "package.json"), "utf8")) as Manifest;
  const fromRegistry = (dependencies: Record<string, string>) =>
    Object.fromEntries(Object.entries(dependencies).filter(([name]) => !name.startsWith("@wingman/") && name !== "playwright-core"));
  await installPackedApp(app, { name: "angular-app", dependencies: fromRegistry(manifest.dependencies), devDependencies: fromRegistry(manifest.devDependencies), scripts: manifest.scripts }, tarballs);

  // `ng build` is the production configuration (angular.json's default), budgets included.
  buildOutput = await runInApp(app, "ng", ["build"]);
  await writeFile(join(work, "ng-build.log"), buildOutput);
  await runInApp(app, "tsc", ["-p", "tsconfig.server.json"]);
}

let work: string;
let app: string;
let buildOutput: string;
let server: { child: ChildProcess; url: string } | undefined;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
/** For working on the checks alone: a kept work directory whose app is installed and built already. */
const keptWork = process.env.ANGULAR_EXAMPLE_WORKDIR;

beforeAll(async () => {
  assertChromiumInstalled();
  await mkdir(RESULTS, { recursive: true });
  await stat(join(ANGULAR_PACKAGE, "package.json")).catch(() => {
    throw new Error("packages/angular/dist is missing: run `npm run build` first (npm test does)");
  });
  work = keptWork ?? (await mkdtemp(join(tmpdir(), "wingman-angular-app-")));
  app = join(work, "app");
  if (keptWork && existsSync(join(app, "dist/server/main.js"))) buildOutput = await readFile(join(work, "ng-build.log"), "utf8");
  else await buildApp();

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DEMO_TOKEN_DELAY_MS: "25" };
  for (const key of MODEL_KEYS) delete env[key];
  [server, browser] = await Promise.all([startServer(app, env), chromium.launch(chromiumLaunchOptions())]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && pageErrors.push(message.text())));
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server!.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
  }
  if (work && !keptWork) await rm(work, { recursive: true, force: true });
});

const chat = () => page.locator("copilot-chat");

async function send(text: string) {
  const input = chat().getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
}

describe("examples/angular-demo as an installed app: ng build (production) and Chromium", () => {
  it("installs the published layout and builds AOT within the CLI's default budgets", async () => {
    const installed = join(app, "node_modules/@wingman/angular");
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
    expect(buildOutput).not.toMatch(/\[ERROR\]/);
    expect(buildOutput).not.toMatch(/NG\d{4}/);
    const initial = /Initial total\s*\|\s*([\d.]+)\s*(kB|MB)/.exec(buildOutput);
    expect(initial, buildOutput).not.toBeNull();
    const kilobytes = Number(initial![1]) * (initial![2] === "MB" ? 1000 : 1);
    // The default error budget (1 MB; the JIT build was 1.69 MB). The 500 kB warning is exceeded
    // today by zod 4 with its locales, which @ag-ui/core's event schemas pull in (README).
    expect(kilobytes).toBeLessThan(1000);
  });

  it("streams an answer into the chat", async () => {
    await page.goto(`${server!.url}/`);
    await expect.poll(() => page.getByTestId("model").textContent()).toContain("offline demo model");
    await chat().getByRole("heading", { name: "Ask me to change this page's colour" }).waitFor();
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
    await send("hello");
    await chat().getByRole("button", { name: "Stop generating" }).waitFor();
    await chat().getByRole("button", { name: "Send message" }).waitFor({ timeout: 30_000 });
    const final = (await chat().locator(".wm-message--assistant").last().textContent()) ?? "";
    expect(final).toContain("offline demo model");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((text) => text !== final).length).toBeGreaterThan(1);
    await expect.poll(() => chat().getByRole("status").textContent()).toContain("Assistant replied:");
    await page.screenshot({ path: join(RESULTS, "01-streamed-answer.png") });
  });

  it("a frontend tool changes the page, and its call is rendered in the chat", async () => {
    await send("change the background color to teal");
    await expect.poll(() => page.getByTestId("background").textContent(), { timeout: 30_000 }).toBe("teal");
    // (after the panel's 0.3 s colour transition)
    await expect.poll(() => page.getByTestId("panel").evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(0, 128, 128)");
    await chat().locator(".color-chip", { hasText: "Background → teal" }).waitFor();
    await chat().getByRole("button", { name: "Send message" }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(RESULTS, "02-frontend-tool.png") });
  });

  it("a human-in-the-loop approval is answered from the page", async () => {
    await send("ask for approval to deploy to production");
    const card = chat().locator(".approval").last();
    await card.getByRole("button", { name: "Approve" }).click();
    await card.getByText("Answered: approved").waitFor({ timeout: 30_000 });
    await chat().getByRole("button", { name: "Send message" }).waitFor({ timeout: 30_000 });
    // The chat's stylesheet (angular.json "styles") reached the page.
    expect(await chat().evaluate((element) => getComputedStyle(element).display)).not.toBe("inline");
    expect(pageErrors).toEqual([]);
  });

  it("a code block reads light on dark, its text at least 4.5:1 against its background (B10)", async () => {
    await send("show me an example in markdown");
    const block = chat().locator(".wm-code-block").last();
    await block.waitFor({ timeout: 30_000 });
    await chat().getByRole("button", { name: "Send message" }).waitFor({ timeout: 30_000 });
    const colours = await block.locator("pre").evaluate((pre) => {
      const toRgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      let backgroundOf: Element | null = pre;
      while (backgroundOf && getComputedStyle(backgroundOf).backgroundColor === "rgba(0, 0, 0, 0)") backgroundOf = backgroundOf.parentElement;
      const painter = backgroundOf ?? document.body;
      // An inline box paints its background on its line fragments only, not behind block children (B10: the Angular host element was inline).
      return { text: toRgb(getComputedStyle(pre).color), background: toRgb(getComputedStyle(painter).backgroundColor), painterDisplay: getComputedStyle(painter).display };
    });
    expect(colours.painterDisplay).not.toBe("inline");
    expect(contrast(colours.text, colours.background), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: join(RESULTS, "03-code-block.png") });
  });

  it("has no serious or critical axe-core violations, a conversation with a tool, an approval and a code block on screen", async () => {
    const { blocking } = await checkAccessibility(page, { label: "Angular demo" });
    expect(formatViolations(blocking)).toBe("");
    expect(pageErrors).toEqual([]);
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

  it("honours prefers-reduced-motion: the panel's colour change is not animated", async () => {
    const duration = () => page.getByTestId("panel").evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await duration()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThan(0.01);
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
