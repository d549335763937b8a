import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { verboseJson, type FakeOpenAITranscriptionServer } from "../fake-openai/index.js";
import { PNG_BASE64 } from "./attachment-browser-checks.js";
import type { DemoAnswerGate } from "./demo-answer-steps.js";

/** What `shootDemoControls` drives: one demo (React or Angular), on two servers of it. */
export interface DemoControlsShots {
  /** `react` or `angular`: the first part of every file name. */
  readonly binding: string;
  /** Where the PNGs go (`docs/screenshots`). */
  readonly directory: string;
  /** A page of the demo answered by the offline model, its test gate on, the clipboard granted. */
  readonly page: Page;
  readonly gate: DemoAnswerGate;
  /** A page of the same demo whose server has the key of `provider`: the microphone shows, and every chat run fails. */
  readonly voicePage: Page;
  readonly provider: FakeOpenAITranscriptionServer;
  /** How the binding writes a version's place, e.g. `(index, count) => `${index}/${count}``. */
  readonly position: (index: number, count: number) => string;
}

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });

/**
 * The docs' pictures of the conversation controls on a demo page (docs/chat-controls.md), each checked
 * on the page before it is taken: the toolbar with "n / m" versions, a Stopped reply, a failed run with
 * Retry, a sent image and the lightbox, and voice input recording then transcribed. Each picture is
 * of the chat column (`.wm-sidebar`), named `<binding>-demo-<control>.png`.
 */
export async function shootDemoControls(shots: DemoControlsShots): Promise<string[]> {
  const { page, gate, voicePage, provider, position } = shots;
  await mkdir(shots.directory, { recursive: true });
  const written: string[] = [];
  const shoot = async (on: Page, control: string) => {
    // Hover and focus rings belong to the moment, not to the picture.
    await on.mouse.move(0, 0);
    const file = join(shots.directory, `${shots.binding}-demo-${control}.png`);
    await on.locator(".wm-sidebar").screenshot({ path: file, animations: "disabled", caret: "hide" });
    written.push(file);
  };
  const chat = (on: Page) => on.locator(".wm-chat");
  const assistantMessages = () => chat(page).locator(".wm-message--assistant");
  const userMessages = () => chat(page).locator(".wm-message--user");
  const positionOf = (message: ReturnType<typeof assistantMessages>) => message.locator(".wm-branch-navigation__position").textContent();
  const send = async (on: Page, text: string) => {
    const input = chat(on).getByRole("textbox", { name: "Message" });
    await input.fill(text);
    await input.press("Enter");
  };
  const waitForIdle = async (on: Page) => {
    await chat(on).getByRole("button", { name: "Stop generating" }).waitFor({ state: "detached", timeout: 55_000 });
    await chat(on).getByRole("button", { name: "Send message" }).waitFor();
  };
  const newConversation = async () => {
    await page.getByRole("button", { name: "+ New" }).click();
    await poll(() => userMessages().count()).toBe(0);
  };

  // The toolbar under an answer, the answer regenerated (2 / 2), then the question edited (2 / 2).
  await newConversation();
  await send(page, "hello");
  await assistantMessages().last().filter({ hasText: "offline demo model" }).waitFor();
  await waitForIdle(page);
  await assistantMessages().last().getByRole("toolbar").getByRole("button", { name: "Regenerate reply" }).click();
  await poll(() => positionOf(assistantMessages().last())).toBe(position(2, 2));
  await waitForIdle(page);
  await shoot(page, "toolbar-and-branches");
  await userMessages().last().getByRole("button", { name: "Edit message" }).click();
  await chat(page).getByRole("textbox", { name: "Edit your message" }).fill("Set the accent color to teal");
  await chat(page).locator(".wm-message__editor").getByRole("button", { name: "Send" }).click();
  await poll(() => positionOf(userMessages().last())).toBe(position(2, 2));
  await waitForIdle(page);
  await shoot(page, "edited-branch");

  // Stopped in the middle of an answer: the server holds it after its first line.
  await newConversation();
  await gate.hold();
  try {
    await send(page, "Show me some code");
    await assistantMessages().last().filter({ hasText: "Here is a small" }).waitFor();
    await chat(page).getByRole("button", { name: "Stop generating" }).click();
    await waitForIdle(page);
  } finally {
    await gate.release();
  }
  await chat(page).getByTestId("copilot-message-stopped").filter({ hasText: "Stopped" }).waitFor();
  await shoot(page, "stopped");

  // An image sent with a question, acknowledged by the offline model, then in the lightbox.
  await newConversation();
  const image = Buffer.from(PNG_BASE64, "base64");
  await chat(page).getByTestId("copilot-attachment-input").setInputFiles({ name: "offsite-venue.png", mimeType: "image/png", buffer: image });
  await chat(page).getByTestId("copilot-attachment-preview").filter({ hasText: "offsite-venue.png" }).and(page.locator('[data-status="ready"]')).waitFor();
  await send(page, "Is this venue good for the offsite?");
  await assistantMessages().last().filter({ hasText: `(image/png, ${image.length} bytes)` }).waitFor();
  await waitForIdle(page);
  await shoot(page, "attachments");
  await userMessages().last().getByRole("button", { name: "Open image: offsite-venue.png" }).click();
  const lightbox = page.locator('[data-testid="copilot-image-lightbox"][open]');
  await lightbox.waitFor();
  await page.screenshot({ path: join(shots.directory, `${shots.binding}-demo-attachments-lightbox.png`), animations: "disabled" });
  written.push(join(shots.directory, `${shots.binding}-demo-attachments-lightbox.png`));
  await page.keyboard.press("Escape");
  await lightbox.waitFor({ state: "detached" });

  // A run the provider fails: the error in the chat, with Retry.
  await voicePage.locator(".wm-chat").getByRole("textbox", { name: "Message" }).waitFor();
  await send(voicePage, "Plan the agenda for day one");
  await chat(voicePage).getByRole("button", { name: "Retry" }).first().waitFor();
  await shoot(voicePage, "error-and-retry");

  // Voice: recording (the fake microphone's tone), then the transcript in the composer.
  await poll(() => voicePage.getByTestId("voice-status").innerText()).toContain("whisper-1");
  provider.answerNext({ status: 200, body: verboseJson("Add book the bus to the checklist") });
  await chat(voicePage).getByRole("button", { name: "Start voice input" }).click();
  const finish = chat(voicePage).getByRole("button", { name: "Finish voice input" });
  await finish.waitFor();
  await shoot(voicePage, "voice-recording");
  await finish.click();
  await poll(() => chat(voicePage).getByRole("textbox", { name: "Message" }).inputValue()).toBe("Add book the bus to the checklist");
  await shoot(voicePage, "voice-transcribed");
  return written;
}
