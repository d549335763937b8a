import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServedCopilotRuntime } from "@wingman/runtime/node";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { assertChromiumInstalled, buildVitePage, chromiumLaunchOptions, serveStatic } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInspectorRuntime } from "../fixtures/inspector-runtime.js";

const RESULTS = fileURLToPath(new URL("../../test-results/", import.meta.url));

let runtime: ServedCopilotRuntime;
let site: { origin: string; close(): Promise<void> };
let pageDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  assertChromiumInstalled();
  pageDir = await mkdtemp(join(tmpdir(), "wingman-inspector-page-"));
  [runtime] = await Promise.all([startInspectorRuntime(), buildVitePage(fileURLToPath(new URL("../browser/page/", import.meta.url)), pageDir), mkdir(RESULTS, { recursive: true })]);
  site = await serveStatic(pageDir);
  browser = await chromium.launch(
    // A non-local hostname for the page, to check that "auto" hides the inspector there.
    chromiumLaunchOptions(["--host-resolver-rules=MAP inspector.example.test 127.0.0.1"]),
  );
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
  page.setDefaultTimeout(8_000);
  page.on("request", (request) => requests.push(request.url()));
  page.on("pageerror", (error) => console.error("[page error]", error));
  await page.goto(`${site.origin}/?runtime=${encodeURIComponent(runtime.url)}`);
  await page.locator("#status").filter({ hasText: "connected: connected" }).waitFor();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), runtime?.close()]);
  if (pageDir) await rm(pageDir, { recursive: true, force: true });
});

const inspector = () => page.locator("wingman-inspector");
const panel = () => inspector().locator("section.panel");
const timelineRows = () => panel().locator("ol.timeline > li");
const selectTab = (name: string) => panel().getByRole("tab", { name: new RegExp(`^${name}\\b`) }).click();
const say = (content: string) => page.evaluate((text) => (globalThis as unknown as { wingmanTest: { say(text: string): Promise<void> } }).wingmanTest.say(text), content);

describe("<wingman-inspector> in Chromium", () => {
  it("opens from its floating button and shows the runtime connection and agents", async () => {
    const launcher = inspector().locator("button.launcher");
    await expect(launcher.getAttribute("aria-expanded")).resolves.toBe("false");
    await launcher.click();
    await expect(launcher.getAttribute("aria-expanded")).resolves.toBe("true");
    await selectTab("Runtime");
    await panel().locator(".runtime-status").filter({ hasText: "connected" }).waitFor();
    expect(await panel().locator(".runtime-url").textContent()).toBe(runtime.url);
    expect(await panel().locator(".runtime-transport").textContent()).toBe("rest");
    expect(await panel().locator('[data-agent-id="default"]').textContent()).toContain("runtime");
    await selectTab("Context");
    expect(await panel().locator("ul.cards").textContent()).toContain("The signed-in user");
    await selectTab("Tools");
    expect(await panel().locator('[data-tool="getWeather"]').textContent()).toContain("Parameters schema");
  });

  it("shows a run's events as they arrive, text deltas grouped, filterable, with raw JSON", async () => {
    await selectTab("Events");
    await say("hello");
    await timelineRows().filter({ hasText: "RUN_FINISHED" }).waitFor();
    const types = await timelineRows().evaluateAll((rows) => rows.map((row) => row.getAttribute("data-type")));
    expect(types).toEqual(["RUN_STARTED", "STATE_SNAPSHOT", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "STATE_DELTA", "STATE_DELTA", "TEXT_MESSAGE_END", "RUN_FINISHED"]);
    const group = timelineRows().filter({ has: page.locator(".deltas") }).or(panel().locator("li.deltas"));
    expect(await group.locator("summary .count").first().textContent()).toBe("×3");
    expect(await group.locator(".text-preview").first().textContent()).toBe('"Hello, world"');

    const finished = timelineRows().filter({ hasText: "RUN_FINISHED" });
    await finished.locator("summary").first().click();
    const raw = JSON.parse((await finished.locator("pre.raw").textContent()) ?? "") as { type: string; usage: unknown[] };
    expect(raw.type).toBe("RUN_FINISHED");
    expect(raw.usage).toHaveLength(1);

    await panel().getByLabel("Filter by event type").selectOption("STATE_DELTA");
    expect(await timelineRows().count()).toBe(2);
    const firstDelta = timelineRows().first();
    await firstDelta.locator("summary").click();
    expect(await firstDelta.locator(".changes").textContent()).toMatch(/replace\s+\/count\s+0 → 1/);
    await panel().getByLabel("Filter by event type").selectOption("");
    // Opened rows stay with their events when the filter changes.
    expect(await timelineRows().first().locator("details").first().getAttribute("open")).toBeNull();
    expect(await timelineRows().filter({ hasText: "RUN_FINISHED" }).locator("details").first().getAttribute("open")).toBe("");
    await panel().getByLabel("Search events").fill("apple");
    expect(await timelineRows().count()).toBe(1);
    await panel().getByLabel("Search events").fill("");
    await page.screenshot({ path: join(RESULTS, "inspector-events.png") });
  });

  it("shows the state with the latest STATE_DELTA highlighted, the messages and the run summary", async () => {
    await selectTab("State");
    const state = panel().locator('pre.json[aria-label="Current state"]');
    await state.waitFor();
    const changed = await state.locator(".line.changed").allTextContents();
    expect(changed.map((text) => text.trim())).toEqual(['"apple"']);
    expect(await state.locator('[data-path="/count"]').getAttribute("class")).toBe("line");
    expect(await panel().locator("ul.latest").textContent()).toMatch(/add\s+\/items\/0\s+"apple"/);
    expect(await panel().locator("ol.deltas-list > li").count()).toBe(2);
    await page.screenshot({ path: join(RESULTS, "inspector-state.png") });

    await selectTab("Messages");
    expect(await panel().locator("li.message .role").allTextContents()).toEqual(["user", "assistant"]);
    expect(await panel().locator("li.role-assistant pre.content").textContent()).toBe("Hello, world");

    await selectTab("Runs");
    const row = panel().locator("table.runs tbody tr").first();
    expect(await row.locator(".status").textContent()).toBe("finished");
    expect(await row.locator(".tokens").textContent()).toBe("12 in / 3 out / 15 total");
    expect(await row.locator(".event-count").textContent()).toMatch(/^10 /);
    expect(await row.locator(".ttft").textContent()).toMatch(/^\d+(\.\d+)? m?s$/);
    await page.screenshot({ path: join(RESULTS, "inspector-runs.png") });
  });

  it("records tool executions and errors with their codes", async () => {
    await say("weather");
    await say("fail");
    await selectTab("Tools");
    const execution = panel().locator("ol.executions > li").first();
    await execution.waitFor();
    expect(await execution.getAttribute("class")).toContain("status-done");
    await execution.locator("summary").click();
    expect(await execution.textContent()).toContain("sunny in Paris");
    await selectTab("Errors");
    expect(await panel().locator("li.error .code").allTextContents()).toContain("agent_run_error_event");
    expect(await inspector().locator("button.launcher .badge").textContent()).not.toBe("0");
  });

  it("exports the thread as JSON and imports the file to view it again", async () => {
    await selectTab("Events");
    const threadSelect = panel().locator("#thread-select");
    const liveThread = await threadSelect.inputValue();
    const [download] = await Promise.all([page.waitForEvent("download"), panel().getByRole("button", { name: "Export JSON" }).click()]);
    const file = join(RESULTS, "exported-thread.json");
    await download.saveAs(file);
    const exported = JSON.parse(await readFile(file, "utf8")) as { format: string; agentId: string; events: Array<{ event: { type: string } }> };
    expect(exported.format).toBe("wingman-inspector-thread");
    expect(exported.agentId).toBe("default");
    expect(exported.events.filter((entry) => entry.event.type === "RUN_STARTED")).toHaveLength(4);
    const liveTypes = await timelineRows().evaluateAll((rows) => rows.map((row) => row.getAttribute("data-type")));

    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), panel().getByRole("button", { name: "Import JSON" }).click()]);
    await chooser.setFiles(file);
    await expect.poll(() => threadSelect.inputValue()).toMatch(/^import:/);
    expect(await threadSelect.locator("option:checked").textContent()).toContain("exported-thread.json");
    expect(await timelineRows().evaluateAll((rows) => rows.map((row) => row.getAttribute("data-type")))).toEqual(liveTypes);
    await selectTab("State");
    expect((await panel().locator('pre.json[aria-label="Current state"] .line.changed').allTextContents()).map((text) => text.trim())).toEqual(['"apple"']);
    await page.screenshot({ path: join(RESULTS, "inspector-imported.png") });

    await selectTab("Events");
    const [broken] = await Promise.all([page.waitForEvent("filechooser"), panel().getByRole("button", { name: "Import JSON" }).click()]);
    await broken.setFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"format":"other"}') });
    expect(await panel().getByRole("alert").textContent()).toContain("Not a Wingman inspector export");
    await threadSelect.selectOption(liveThread);
  });

  it("is keyboard accessible: tabs move with arrow keys, the panel resizes by keyboard, Escape closes", async () => {
    await panel().getByRole("tab", { name: "Events", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await panel().getByRole("tab", { selected: true }).textContent()).toBe("Runs");
    await page.keyboard.press("End");
    expect(await panel().getByRole("tab", { selected: true }).textContent()).toMatch(/^Errors/);
    const before = await panel().boundingBox();
    await panel().getByRole("separator", { name: /Resize inspector/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    const after = await panel().boundingBox();
    expect(after!.width).toBe(before!.width + 24);
    expect(after!.height).toBe(before!.height + 24);
    const handle = (await panel().getByRole("separator", { name: /Resize inspector/ }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 50, handle.y + handle.height / 2 - 30, { steps: 3 });
    await page.mouse.up();
    const dragged = await panel().boundingBox();
    expect([dragged!.width, dragged!.height]).toEqual([after!.width + 50, after!.height + 30]);
    await page.keyboard.press("Escape");
    await panel().waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className)).toBe("launcher");
  });

  it("makes no request of its own: only the page, /info and runs", () => {
    const runtimeOrigin = new URL(runtime.url).origin;
    const stray = requests.filter((url) => {
      const { origin, pathname } = new URL(url);
      if (origin === site.origin) return false;
      return !(origin === runtimeOrigin && /^\/api\/copilotkit\/(info|agent\/default\/run)$/.test(pathname));
    });
    expect(stray).toEqual([]);
  });

  it("stays hidden where it is not enabled: enabled=false, and 'auto' away from localhost", async () => {
    const other = await context.newPage();
    try {
      await other.goto(`${site.origin}/?enabled=false&runtime=${encodeURIComponent(runtime.url)}`);
      await other.locator("#status").filter({ hasText: "connected" }).waitFor();
      expect(await other.locator("wingman-inspector").count()).toBe(0);
      const remote = site.origin.replace("127.0.0.1", "inspector.example.test");
      await other.goto(`${remote}/?enabled=auto&runtime=${encodeURIComponent(runtime.url)}`);
      await other.locator("#status").filter({ hasText: "connected" }).waitFor();
      expect(await other.locator("wingman-inspector").count()).toBe(0);
      await other.goto(`${remote}/?enabled=true&runtime=${encodeURIComponent(runtime.url)}`);
      await other.locator("wingman-inspector button.launcher").waitFor();
    } finally {
      await other.close();
    }
  });
});
