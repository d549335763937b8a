import type { Locator, Page } from "playwright-core";
import { checkDemoToolbarAndBranches } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startToolbarDemoPage, type DemoInChromium } from "./demo-in-chromium.js";
import { demoSteps } from "./demo-steps.js";
import { startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

// Versions (regenerate, edit) kept in the thread on the Redis runner (REDIS_URL): the same page checks
// as conversation-controls.test.ts does on SQLite, then a restart of the server proves they came back
// from Redis and not from the server's memory. The Redis on 127.0.0.1:6379, under a prefix of its own.

const REDIS = { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `wingman-test-demo-branches-${crypto.randomUUID()}:` };

let demo: DemoInChromium;
let restarted: DemoServerProcess | undefined;
let page: Page;

beforeAll(async () => {
  ({ demo, page } = await startToolbarDemoPage(REDIS));
}, 180_000);

afterAll(async () => {
  // The threads this browser made, deleted through the runtime's thread API (their keys with them).
  if (page && !page.isClosed()) {
    await page.evaluate(async () => {
      const { threads } = (await (await fetch("/api/copilotkit/threads")).json()) as { threads: Array<{ id: string }> };
      await Promise.all(threads.map((thread) => fetch(`/api/copilotkit/threads/${encodeURIComponent(thread.id)}`, { method: "DELETE" })));
    }).catch(() => undefined);
  }
  await restarted?.stop();
  await demo?.close();
});

const { chat, assistantMessages, userMessages, send, waitForIdle } = demoSteps(() => page);
const position = (message: Locator) => message.locator(".wm-branch-navigation__position").textContent();

/** Where the server says it keeps threads (`GET /api/demo`). */
const threadStore = () => page.evaluate(async () => ((await (await fetch("/api/demo")).json()) as { threads: string }).threads);

/** The edited question (version 2 of 2) and its answer, with the earlier version kept behind it. */
async function expectLatestVersions() {
  await poll(() => position(userMessages().last())).toBe("2/2");
  expect(await userMessages().last().innerText()).toContain("Show me an example in markdown");
  await assistantMessages().last().filter({ hasText: "an explicit return type" }).waitFor();
  expect(await userMessages().count()).toBe(2); // the first question, asked before the versions, kept
}

describe("the React demo's versions on the Redis runner", () => {
  it("regenerate and edit keep the earlier versions, after a reload and after a restart of the server", async () => {
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    expect(await threadStore()).toBe("redis");
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
    await checkDemoToolbarAndBranches({ page, chat, send, waitForIdle, position: (index, count) => `${index}/${count}` });
    await expectLatestVersions();

    await page.reload();
    await expectLatestVersions();

    // A new server process on the same port: nothing of the thread is left in memory, Redis has it all.
    const { port } = demo.servers[0]!;
    await demo.servers[0]!.stop();
    restarted = await startDemoServer({ dataDir: `/nonexistent/redis-runner-${port}`, port, tokenDelayMs: 0, env: REDIS });
    await page.reload();
    await poll(() => page.getByTestId("runtime-status").innerText()).toContain("Runtime connected");
    expect(await threadStore()).toBe("redis");
    await expectLatestVersions();
    await userMessages().last().getByRole("button", { name: "Previous version" }).click();
    await poll(() => userMessages().last().innerText()).toContain("hello");
    await poll(() => position(assistantMessages().last())).toBe("1/2");
    await poll(() => assistantMessages().last().innerText()).toContain("offline demo model");
  });
});
