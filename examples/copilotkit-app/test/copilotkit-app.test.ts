// Issue [2/7]'s acceptance test: an app written against CopilotKit v2 (`@copilotkitnext/*`) moves to
// Wingman by changing its imports only. The app's sources are copied, their import specifiers
// rewritten through import-map.json (nothing else), type-checked with tsc against our packed
// packages, the page built with Vite, the Express server started, and the app driven in Chromium.
// The one file the test provides is server/model.ts: the LLM lies outside this machine, so the
// offline demo model stands in for the app's OpenAI model.
import { execFile, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { assertChromiumInstalled, chromiumLaunchOptions, openWatchedPage } from "@wingman/test-support/chromium";
import { freePort, installPackedApp, offlineEnv, packWorkspaces, startAppProcess } from "@wingman/test-support/packed-app";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rewriteImportsInTree } from "./rewrite-imports.js";

const run = promisify(execFile);
const exampleRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(exampleRoot, "../..");
const WORKSPACES = ["shared", "core", "runtime", "agent", "react", "inspector", "chat-styles"].map((name) => `packages/${name}`);
/** The offline demo model's markdown answer (packages/agent, plan-demo-reply.ts): its last line. */
const MARKDOWN_LAST = "an explicit return type";
/** The markdown's last bullet itself, not the chat row holding the whole answer (rows are list items too). */
const MARKDOWN_LAST_ITEM = new RegExp(`^\\s*${MARKDOWN_LAST}\\s*$`);
const OFFLINE_MODEL = `import { createDemoModel } from "@wingman/agent";\n\n// The offline demo model in place of the app's OpenAI model (the test's only non-import change).\nexport const model = createDemoModel();\n`;
/** For working on the checks alone: a kept work directory whose app is installed and built already. */
const keptWorkDirectory = process.env.COPILOTKIT_APP_WORKDIR;

let workDirectory: string;
let appDirectory: string;
let server: ChildProcess | undefined;
let origin: string;
let browser: Browser;
let rewrittenSpecifiers = 0;

async function tsc(project: string): Promise<void> {
  await run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], { cwd: appDirectory, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout?: string }) => {
    throw new Error(`tsc -p ${project} failed:\n${error.stdout ?? String(error)}`);
  });
}

async function installApp(): Promise<void> {
  const tarballDirectory = join(workDirectory, "tarballs");
  await mkdir(tarballDirectory, { recursive: true });
  const tarballs = await packWorkspaces(repoRoot, WORKSPACES, tarballDirectory);
  await mkdir(appDirectory, { recursive: true });
  await installPackedApp(
    appDirectory,
    {
      name: "copilotkit-app-on-wingman",
      dependencies: { express: "5.1.0", react: "19.3.1", "react-dom": "19.3.1", zod: "3.25.76" },
      devDependencies: {
        "@types/express": "5.0.4",
        "@types/node": "20.19.43",
        "@types/react": "19.3.3",
        "@types/react-dom": "19.3.0",
        typescript: "5.9.3",
        vite: "8.3.8",
      },
    },
    tarballs,
  );
}

beforeAll(async () => {
  assertChromiumInstalled();
  workDirectory = keptWorkDirectory ?? (await mkdtemp(join(tmpdir(), "wingman-copilotkit-app-")));
  appDirectory = join(workDirectory, "app");
  if (!(keptWorkDirectory && existsSync(join(appDirectory, "node_modules")))) await installApp();
  // The app as its authors wrote it (copied again on every run, so a kept directory is rewritten afresh).
  for (const entry of ["index.html", "vite.config.ts", "tsconfig.json", "tsconfig.server.json", "src", "server"]) {
    await cp(join(exampleRoot, entry), join(appDirectory, entry), { recursive: true, force: true });
  }
  await writeFile(join(appDirectory, "server/model.ts"), OFFLINE_MODEL);
  const mapping = JSON.parse(await readFile(join(exampleRoot, "import-map.json"), "utf8")) as Record<string, string>;
  rewrittenSpecifiers = await rewriteImportsInTree(join(appDirectory, "src"), mapping);
  rewrittenSpecifiers += await rewriteImportsInTree(join(appDirectory, "server"), mapping);
  await Promise.all([tsc("tsconfig.json"), tsc("tsconfig.server.json")]);
  await run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { cwd: appDirectory, maxBuffer: 64 * 1024 * 1024 });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const started = startAppProcess(appDirectory, ["build/server/server.js"], offlineEnv({ PORT: String(port) }), /To-do app on/);
  server = started.child;
  [browser] = await Promise.all([chromium.launch(chromiumLaunchOptions()), started.ready]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  server?.kill("SIGKILL");
  if (workDirectory && !keptWorkDirectory) await rm(workDirectory, { recursive: true, force: true });
});

async function openPage(url: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser);
  await page.goto(url);
  await expect.poll(() => page.getByPlaceholder("Ask the copilot…").isEnabled(), { timeout: 60_000 }).toBe(true);
  return { page, errors };
}

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByPlaceholder("Ask the copilot…");
  await composer.fill(text);
  await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled(), { timeout: 60_000 }).toBe(true);
  await composer.press("Enter");
  await expect.poll(() => composer.inputValue(), { timeout: 30_000 }).toBe("");
}

describe("a CopilotKit v2 app on Wingman, with its imports changed and nothing else", { timeout: 240_000 }, () => {
  it("needed only import specifiers changed: every @copilotkitnext import has a Wingman counterpart", async () => {
    expect(rewrittenSpecifiers).toBeGreaterThanOrEqual(6);
    for (const file of ["src/app.tsx", "src/main.tsx", "server/server.ts"]) {
      expect(await readFile(join(appDirectory, file), "utf8"), file).not.toContain("@copilotkitnext/");
    }
  });

  it("streams an answer, runs a frontend tool that changes the page, asks for approval, and comes back after a reload", async () => {
    const { page, errors } = await openPage(origin);
    const threadId = new URL(page.url()).searchParams.get("thread");
    expect(threadId).toBeTruthy();

    // A streamed answer: the run answers with an event stream, and the markdown arrives in the chat.
    const runResponse = page.waitForResponse((response) => response.url() === `${origin}/api/copilotkit/agent/default/run`);
    await send(page, "Show me an example in markdown");
    expect((await runResponse).headers()["content-type"]).toContain("text/event-stream");
    await page.getByRole("listitem").filter({ hasText: MARKDOWN_LAST_ITEM }).waitFor({ timeout: 60_000 });

    // A frontend tool (useFrontendTool with a zod schema): the handler runs in the page.
    expect(await page.getByTestId("page").getAttribute("data-theme")).toBe("light");
    await send(page, "Please setTheme to dark");
    await expect.poll(() => page.getByTestId("page").getAttribute("data-theme"), { timeout: 60_000 }).toBe("dark");

    // Human in the loop (useHumanInTheLoop): the card waits for the user; approving runs the app's
    // code, answers the tool call, and the agent goes on.
    await send(page, "I need your approval to clear the list");
    const card = page.getByTestId("approval-card");
    await card.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("todos").locator("li").count()).toBe(2);
    await card.getByRole("button", { name: "Approve" }).click();
    await page.getByTestId("approval-outcome").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("approval-outcome").textContent()).toContain("approved");
    expect(await page.getByTestId("todos").locator("li").count()).toBe(0);

    // A reload: the thread id is in the URL, and the conversation comes back from the runtime.
    await page.reload();
    await expect.poll(() => page.getByPlaceholder("Ask the copilot…").isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get("thread")).toBe(threadId);
    await page.getByRole("listitem").filter({ hasText: MARKDOWN_LAST_ITEM }).waitFor({ timeout: 60_000 });
    await page.getByText("Show me an example in markdown", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
