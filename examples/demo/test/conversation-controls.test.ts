import type { Locator, Page } from "playwright-core";
import { checkDemoToolbarAndBranches } from "@wingman/test-support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startToolbarDemoPage, type DemoInChromium } from "./demo-in-chromium.js";
import { holdAnswers, releaseAnswers } from "./start-demo-server.js";

// The new conversation controls on the React demo page, as a visitor uses them (the Angular demo's
// production test has the same checks): the toolbar, regenerate and edit with versions, Stopped
// after a reload, and an attached image that the offline model acknowledges and that opens in a lightbox.

/** A valid 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");

let demo: DemoInChromium;
let page: Page;

beforeAll(async () => {
  ({ demo, page } = await startToolbarDemoPage());
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

const chat = () => page.locator(".wm-chat");
const assistantMessages = () => chat().locator(".wm-message--assistant");
const userMessages = () => chat().locator(".wm-message--user");
const position = (message: Locator) => message.locator(".wm-branch-navigation__position").textContent();

async function send(text: string) {
  const input = chat().getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
}

async function newConversation() {
  await page.getByRole("button", { name: "+ New" }).click();
  await poll(() => userMessages().count()).toBe(0);
}

/** No run going: the composer shows Send again, not Stop. */
async function waitForIdle() {
  await chat().getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 30_000 });
  await chat().getByRole("button", { name: "Send message" }).waitFor();
}

describe("the React demo's conversation controls", () => {
  it("the toolbar copies and reads aloud; regenerate keeps the earlier question and the old answer as a version; edit branches", async () => {
    await newConversation();
    await checkDemoToolbarAndBranches({ page, chat, send, waitForIdle, position: (index, count) => `${index}/${count}` });

    // Versions are stored in the thread: the same after a reload.
    await page.reload();
    await poll(() => position(userMessages().last())).toBe("2/2");
    expect(await userMessages().count()).toBe(2); // the question asked before the versions
    await userMessages().last().getByRole("button", { name: "Previous version" }).click();
    await poll(() => userMessages().last().innerText()).toContain("hello");
    await poll(() => position(assistantMessages().last())).toBe("1/2");
  });

  it("a stopped answer is marked Stopped, also after a reload", async () => {
    await newConversation();
    await holdAnswers(demo.servers[0]!); // held after its first line: Stop lands mid-answer
    await send("Show me some code");
    await assistantMessages().last().filter({ hasText: "Here is a small" }).waitFor();
    await chat().getByRole("button", { name: "Stop generating" }).click();
    await waitForIdle();
    await releaseAnswers(demo.servers[0]!);
    // Under the reply, in its row (React's mark is the reply's sibling).
    const stopped = () => chat().locator(".wm-message-view__row").last().getByTestId("copilot-message-stopped");
    await stopped().filter({ hasText: "Stopped" }).waitFor();
    expect(await assistantMessages().last().innerText()).not.toContain("an explicit return type");
    await page.reload();
    await stopped().filter({ hasText: "Stopped" }).waitFor();
    expect(await chat().getByTestId("copilot-message-stopped").count()).toBe(1);
  });

  it("an attached image is acknowledged by the offline model (type, size) and opens in a lightbox that Escape closes", async () => {
    await newConversation();
    await chat().getByTestId("copilot-attachment-input").setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PNG });
    await send("hello");
    await assistantMessages().last().filter({ hasText: `I see 1 attachment(s) (image/png, ${PNG.length} bytes)` }).waitFor();
    await waitForIdle();
    await userMessages().last().getByRole("button", { name: /^Open image/ }).click();
    const lightbox = page.locator('[data-testid="copilot-image-lightbox"][open]');
    await lightbox.waitFor();
    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
  });
});
