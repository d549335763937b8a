import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";

let demo: DemoInChromium;
let page: Page;
const logged: string[] = [];

beforeAll(async () => {
  // Realtime is the demo's default transport; 50 ms per word leaves time to press Stop mid-answer.
  demo = await startDemoInChromium({ servers: [{ tokenDelayMs: 50 }] });
  page = await demo.newPage();
  page.on("console", (message) => void (message.type() === "error" || message.type() === "warning" ? logged.push(message.text()) : undefined));
  page.on("pageerror", (error) => void logged.push(error.message));
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

describe("Stop in realtime mode", () => {
  it("stops the answer and logs nothing: the stopped run's tail is not applied as a run of its own", async () => {
    await page.goto(demo.servers[0]!.origin);
    await poll(() => page.evaluate(() => fetch("/api/copilotkit/info").then((response) => response.json()).then((info) => Boolean(info.wingman?.realtime?.wsUrl)))).toBe(true);
    const chat = page.locator(".wm-chat");
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("Show me an example in markdown");
    await input.press("Enter");
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "Here is" }).waitFor();
    await chat.getByRole("button", { name: "Stop generating" }).click();
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    // The runtime finishes the stopped run (its closing events reach the followed thread); then the thread takes a new run.
    await poll(() => page.evaluate(() => fetch("/api/copilotkit/threads").then((response) => response.json()).then((body) => body.threads?.some((thread: { running?: boolean }) => thread.running)))).toBe(false);
    await input.fill("hello");
    await input.press("Enter");
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    expect(await chat.locator(".wm-message--assistant").first().innerText()).not.toContain("an explicit return type");
    expect(logged.filter((line) => !/React DevTools|Lit is in dev mode/.test(line))).toEqual([]);
  });
});
