import type { Page } from "playwright-core";
import { expect } from "vitest";
import { holdRuntimeInfo } from "./hold-runtime-info.js";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });
const STORAGE_KEY = "wingman-demo:thread";

/**
 * On a demo (React or Angular), in a browser that remembers a conversation: a new tab opens with
 * the runtime held, as on a slow connection, and the user writes at once. The message must stay in
 * the conversation the tab shows once it has connected (restoring the remembered conversation must
 * not move the page away from it), and be there when the demo is opened again. `openTab` opens a
 * page of that browser; the function closes the pages it opens.
 */
export async function checkSendWhileConnectingStays(openTab: () => Promise<Page>, origin: string): Promise<void> {
  const tab = await openTab();
  const info = await holdRuntimeInfo(tab);
  await tab.goto(origin);
  // The browser remembers a conversation (the caller's), which the tab restores once connected.
  expect(await tab.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).not.toBeNull();
  const chat = tab.locator(".wm-chat");
  const input = chat.getByRole("textbox", { name: "Message" });
  await input.waitFor();
  await poll(() => info.held()).toBeGreaterThan(0);
  await input.fill("written while connecting");
  await input.press("Enter");
  const mine = chat.locator(".wm-message--user").filter({ hasText: "written while connecting" });
  await mine.waitFor();
  await chat.getByTestId("copilot-message-queued").waitFor();

  await info.release();
  // Answered, and still shown once the tab has settled on its conversation.
  await chat.getByTestId("copilot-message-queued").waitFor({ state: "detached" });
  await chat.getByRole("button", { name: "Send message" }).waitFor();
  await poll(() => chat.locator(".wm-message").last().evaluate((element) => element.classList.contains("wm-message--assistant"))).toBe(true);
  expect(await mine.count()).toBe(1);
  // The conversation the tab shows is the one that holds the message: reopened, it is there.
  const shown = await tab.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  await tab.close();
  const reopened = await openTab();
  await reopened.goto(origin);
  await reopened.locator(".wm-chat .wm-message--user").filter({ hasText: "written while connecting" }).waitFor();
  expect(await reopened.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(shown);
  await reopened.close();
}
