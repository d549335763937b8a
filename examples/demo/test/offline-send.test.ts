import type { Page } from "playwright-core";
import { checkSendWhileConnectingStays, holdRuntimeInfo } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoPage, type DemoInChromium } from "./demo-in-chromium.js";

let demo: DemoInChromium;
let page: Page;

beforeAll(async () => {
  ({ demo, page } = await startDemoPage());
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

/** Takes the page offline (as the browser sees it) and sends `text` from the chat's composer. */
async function sendOffline(text: string) {
  const input = page.locator(".wm-chat").getByRole("textbox", { name: "Message" });
  await page.context().setOffline(true);
  await poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await input.fill(text);
  await input.press("Enter");
}

describe("sending while offline", () => {
  it("shows the message as waiting for a connection, then sends it once when back online", async () => {
    const chat = page.locator(".wm-chat");
    await sendOffline("hello");
    await chat.getByTestId("copilot-user-message").filter({ hasText: "hello" }).waitFor();
    await chat.getByTestId("copilot-message-queued").filter({ hasText: "Waiting for connection…" }).waitFor();
    expect(await chat.locator(".wm-message--assistant").count()).toBe(0);

    await page.context().setOffline(false);
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await chat.getByTestId("copilot-message-queued").waitFor({ state: "detached" });
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    // Sent exactly once: one question, one answer.
    expect(await chat.getByTestId("copilot-user-message").count()).toBe(1);
    expect(await chat.locator(".wm-message--assistant").count()).toBe(1);
  });

  it("Stop while waiting leaves the message not sent; Retry sends it", async () => {
    const chat = page.locator(".wm-chat");
    await sendOffline("are you there");
    await chat.getByTestId("copilot-message-queued").waitFor();
    await chat.getByRole("button", { name: "Stop generating" }).click();
    const notSent = chat.getByTestId("copilot-message-not-sent");
    await notSent.filter({ hasText: "Not sent" }).waitFor();

    await page.context().setOffline(false);
    await poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await chat.locator(".wm-message--assistant").count()).toBe(1);
    await notSent.getByRole("button", { name: "Retry" }).click();
    await poll(() => chat.locator(".wm-message--assistant").count()).toBe(2);
    await notSent.waitFor({ state: "detached" });
  });

  it("a message not sent keeps its Retry when the page reconnects its thread (the runtime was unreachable and answers again); Retry sends it", async () => {
    // CI's failure: going offline long enough for the health check to call the runtime unreachable,
    // its recovery connected the thread again over the realtime socket and emptied the chat.
    const fresh = await demo.newPage();
    await fresh.goto(demo.servers[0]!.origin);
    const chat = fresh.locator(".wm-chat");
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("hello");
    await input.press("Enter");
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    await fresh.context().setOffline(true);
    await poll(() => fresh.evaluate(() => navigator.onLine)).toBe(false);
    await input.fill("are you there");
    await input.press("Enter");
    await chat.getByTestId("copilot-message-queued").waitFor();
    await chat.getByRole("button", { name: "Stop generating" }).click();
    const notSent = chat.getByTestId("copilot-message-not-sent");
    await notSent.filter({ hasText: "Not sent" }).waitFor();
    await fresh.getByText("Runtime unreachable").waitFor();

    // Back online: the health check's answer (held until then) is what starts the recovery.
    const info = await holdRuntimeInfo(fresh);
    await fresh.context().setOffline(false);
    await poll(() => info.held()).toBeGreaterThan(0);
    await info.release();
    await fresh.getByText("Runtime connected").waitFor();
    expect(await chat.getByTestId("copilot-user-message").allInnerTexts()).toEqual(["hello", "are you there"]);
    expect(await chat.locator(".wm-message--assistant").count()).toBe(1);

    await notSent.getByRole("button", { name: "Retry" }).click();
    await poll(() => chat.locator(".wm-message--assistant").count()).toBe(2);
    await notSent.waitFor({ state: "detached" });
    expect(await chat.getByTestId("copilot-user-message").count()).toBe(2);
    await fresh.close();
  });

  it("a message sent offline before the chat has connected waits, and is sent once when it has and is back online", async () => {
    // The failure this reproduces: under load the page went offline before the runtime had answered,
    // and the composer ignored the message (Send stayed disabled until a connection that never came).
    const fresh = await demo.newPage();
    const info = await holdRuntimeInfo(fresh);
    await fresh.goto(demo.servers[0]!.origin);
    const chat = fresh.locator(".wm-chat");
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.waitFor();
    await poll(() => info.held()).toBeGreaterThan(0);
    await fresh.context().setOffline(true);
    await poll(() => fresh.evaluate(() => navigator.onLine)).toBe(false);
    await input.fill("hello");
    await input.press("Enter");
    await chat.getByTestId("copilot-user-message").filter({ hasText: "hello" }).waitFor();
    const queued = chat.getByTestId("copilot-message-queued").filter({ hasText: "Waiting for connection…" });
    await queued.waitFor();

    // Online again, still not connected: it keeps waiting (nothing to send it to yet).
    await fresh.context().setOffline(false);
    await poll(() => fresh.evaluate(() => navigator.onLine)).toBe(true);
    expect(await queued.count()).toBe(1);
    expect(await chat.locator(".wm-message--assistant").count()).toBe(0);

    await info.release();
    await chat.locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await queued.waitFor({ state: "detached" });
    await chat.getByRole("button", { name: "Send message" }).waitFor();
    expect(await chat.getByTestId("copilot-user-message").count()).toBe(1);
    expect(await chat.locator(".wm-message--assistant").count()).toBe(1);
    await fresh.close();
  });

  it("a message sent before the chat has connected, in a tab that remembers a conversation, stays in the conversation shown", async () => {
    // A browser that remembers a conversation (one question, one answer).
    const context = await demo.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const openTab = async () => {
      const opened = await context.newPage();
      opened.setDefaultTimeout(20_000);
      return opened;
    };
    const first = await openTab();
    await first.goto(demo.servers[0]!.origin);
    const firstInput = first.locator(".wm-chat").getByRole("textbox", { name: "Message" });
    await firstInput.fill("the remembered conversation");
    await firstInput.press("Enter");
    await first.locator(".wm-chat .wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
    await first.close();
    await checkSendWhileConnectingStays(openTab, demo.servers[0]!.origin);
    await context.close();
  });

  it("a chat part whose code fails to load (the network went) leaves the chat working, and appears on the retry", async () => {
    const fresh = await demo.newPage();
    const pageErrors: string[] = [];
    fresh.on("pageerror", (error) => pageErrors.push(error.message));
    let refused = 0;
    // The composer's add button is a part loaded on first render: its first request fails.
    await fresh.route(/\/assets\/add-menu-button-[^/]*\.js$/, (route) => (refused++ === 0 ? route.abort("internetdisconnected") : route.continue()));
    await fresh.goto(demo.servers[0]!.origin);
    const chat = fresh.locator(".wm-chat");
    await chat.getByRole("textbox", { name: "Message" }).waitFor();
    await chat.getByTestId("copilot-add-menu-button").waitFor();
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(pageErrors).toEqual([]);
    await fresh.close();
  });
});
