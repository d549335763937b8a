// The Vite + Express example, as a user would run it: our packages packed (`npm pack`) and installed
// into a fresh app from the registry, `vite build`, the SPA served by `vite preview` on one origin and
// the Express runtime on another, driven in Chromium across origins (CORS).
import { execFile, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { assertChromiumInstalled, chromiumLaunchOptions, openConnectedChat, sendChatMessage } from "@wingman/test-support/chromium";
import { freePort, installPackedApp, offlineEnv, packWorkspaces, startAppProcess } from "@wingman/test-support/packed-app";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const exampleRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(exampleRoot, "../..");
const WORKSPACES = ["shared", "core", "runtime", "agent", "react", "inspector", "chat-styles"].map((name) => `packages/${name}`);
/** The offline demo model's markdown answer (packages/agent, plan-demo-reply.ts): its last line. */
const MARKDOWN_LAST = "an explicit return type";
const OTHER_ORIGIN = "http://127.0.0.1:1";
/** For working on the checks alone: a kept work directory whose app is installed and built already. */
const keptWorkDirectory = process.env.VITE_EXAMPLE_WORKDIR;

let workDirectory: string;
let appDirectory: string;
const children: ChildProcess[] = [];
let apiUrl: string;
let spaOrigin: string;
let browser: Browser;

/** Starts a long-running process of the app and resolves once its output matches `ready`. */
function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<void> {
  const { child, ready: started } = startAppProcess(appDirectory, args, env, ready);
  children.push(child);
  return started;
}

async function installApp(): Promise<void> {
  const tarballDirectory = join(workDirectory, "tarballs");
  await mkdir(tarballDirectory, { recursive: true });
  const tarballs = await packWorkspaces(repoRoot, WORKSPACES, tarballDirectory);
  await mkdir(appDirectory, { recursive: true });
  for (const entry of ["index.html", "vite.config.js", "server.js", "src"]) {
    await cp(join(exampleRoot, entry), join(appDirectory, entry), { recursive: true });
  }
  await installPackedApp(
    appDirectory,
    {
      name: "wingman-vite-express-app",
      dependencies: { express: "5.1.0", react: "19.3.1", "react-dom": "19.3.1" },
      devDependencies: { vite: "8.3.8" },
    },
    tarballs,
  );
}

beforeAll(async () => {
  assertChromiumInstalled();
  workDirectory = keptWorkDirectory ?? (await mkdtemp(join(tmpdir(), "wingman-vite-express-")));
  appDirectory = join(workDirectory, "app");
  if (!(keptWorkDirectory && existsSync(join(appDirectory, "node_modules")))) await installApp();
  const [apiPort, spaPort] = await Promise.all([freePort(), freePort()]);
  apiUrl = `http://127.0.0.1:${apiPort}/api/copilotkit`;
  spaOrigin = `http://127.0.0.1:${spaPort}`;
  // The runtime URL is baked into the bundle at build time, as a user's VITE_ variable would be.
  await run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    cwd: appDirectory,
    env: { ...process.env, VITE_RUNTIME_URL: apiUrl },
    maxBuffer: 64 * 1024 * 1024,
  });
  [browser] = await Promise.all([
    chromium.launch(chromiumLaunchOptions()),
    startProcess(["server.js"], offlineEnv({ PORT: String(apiPort), SPA_ORIGIN: spaOrigin }), /Wingman runtime/),
    startProcess(["node_modules/vite/bin/vite.js", "preview", "--host", "127.0.0.1", "--port", String(spaPort), "--strictPort"], process.env, /127\.0\.0\.1:\d+/),
  ]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const child of children) child.kill("SIGKILL");
  if (workDirectory && !keptWorkDirectory) await rm(workDirectory, { recursive: true, force: true });
});

const openPage = () => openConnectedChat(browser, spaOrigin);
const send = sendChatMessage;

describe("Vite SPA with a separate Express runtime (packed packages, vite build, CORS)", { timeout: 180_000 }, () => {
  it("streams an answer across origins and runs a frontend tool that changes the page", async () => {
    const { page, errors } = await openPage();
    const runResponse = page.waitForResponse((response) => response.url() === `${apiUrl}/agent/default/run` && response.request().method() === "POST");
    await send(page, "Show me an example in markdown");
    const response = await runResponse;
    expect(response.headers()["access-control-allow-origin"]).toBe(spaOrigin);
    expect(response.headers()["content-type"]).toContain("text/event-stream");
    await page.locator(".wm-message--assistant").getByText(MARKDOWN_LAST).waitFor({ timeout: 60_000 });

    await send(page, "Set the accent color to teal");
    await expect.poll(() => page.getByTestId("accent").getAttribute("data-accent"), { timeout: 60_000 }).toBe("teal");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends no CORS allow header to an origin that is not listed", async () => {
    const allowed = await fetch(`${apiUrl}/info`, { headers: { origin: spaOrigin } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(spaOrigin);

    const other = await fetch(`${apiUrl}/info`, { headers: { origin: OTHER_ORIGIN } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${apiUrl}/agent/default/run`, {
      method: "OPTIONS",
      headers: { origin: OTHER_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("a page on an origin that is not listed cannot read the runtime", async () => {
    const page = await browser.newPage();
    // The SPA's own server answers for another origin: the same page, a different host name.
    await page.goto(spaOrigin.replace("127.0.0.1", "localhost"));
    const outcome = await page.evaluate(async (url) => {
      try {
        await fetch(url);
        return "read";
      } catch {
        return "blocked";
      }
    }, `${apiUrl}/info`);
    expect(outcome).toBe("blocked");
    await page.close();
  });

  it("installs one copy of @ag-ui/client and of @ag-ui/core (deduped), declared as peers with a range", async () => {
    for (const name of ["@ag-ui/client", "@ag-ui/core"]) {
      const { stdout } = await run("npm", ["ls", name, "--all", "--parseable"], { cwd: appDirectory });
      const copies = new Set(stdout.split("\n").filter((line) => line.endsWith(join("node_modules", name))));
      expect([...copies], name).toHaveLength(1);
    }
    // Exact pins in `dependencies` dedupe only while the app wants that very version; any other 1.x in
    // the app (its own HttpAgent) gave every package its own nested copy, and two AbstractAgents.
    for (const name of WORKSPACES.map((workspace) => `@wingman/${workspace.slice("packages/".length)}`)) {
      const manifest = JSON.parse(await readFile(join(appDirectory, "node_modules", name, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
      for (const agui of ["@ag-ui/client", "@ag-ui/core"]) {
        expect(manifest.dependencies?.[agui], `${name} depends on ${agui}`).toBeUndefined();
        const peer = manifest.peerDependencies?.[agui];
        if (peer !== undefined) expect(peer, `${name} peer ${agui}`).toBe("^1.0.0");
      }
    }
  });
});
