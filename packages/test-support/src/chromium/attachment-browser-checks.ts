import type { Message } from "@ag-ui/core";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPage, type OpenTestPage } from "./open-test-page.js";

/** A valid 96×64 PNG (sky, sun and hills: big enough to show in the docs' screenshots). */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAnElEQVR42u3YwQmAMBBFwW3CBixM7Mc67MaKcvIqKDEkeJAdeBXMZdkf615UKRAAAgQIECBAgAD9v3JM1wA9u9xLDfSqM2gUGXRGjCKJTrcRIEA5gTp0+owAAQIECJArBgiQX8w3bw+yKFoUbdKAAAECJECAAAECBAgQIAECBOhjoHlbVAkQIECAAAECBAiQAAECBAgQIECABKi9EwZs98UgNUuhAAAAAElFTkSuQmCC";

/** A `DataTransfer` made in the page holding one file (the browser's own object, as a real drag or paste carries). */
const transferOf = (page: Page, file: { name: string; type: string; base64: string }) =>
  page.evaluateHandle(({ name, type, base64 }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }));
    return transfer;
  }, file);

/**
 * A `DataTransfer` holding a short WebM the page records itself (a canvas stream through
 * `MediaRecorder`: a real video Chromium can decode), named `clip.webm`.
 */
const recordedVideoTransfer = (page: Page) =>
  page.evaluateHandle(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 12; frame++) {
      context.fillStyle = `hsl(${frame * 30}, 80%, 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    const transfer = new DataTransfer();
    transfer.items.add(new File(chunks, "clip.webm", { type: "video/webm" }));
    return transfer;
  });

/** Dispatches a real `ClipboardEvent("paste")` carrying `file` at the element matching `selector`. */
async function pasteInto(page: Page, selector: string, file: { name: string; type: string; base64: string }): Promise<boolean> {
  await page.locator(selector).focus();
  return page.evaluate(
    ({ selector, name, type, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }));
      const event = new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true });
      document.querySelector(selector)!.dispatchEvent(event);
      return event.defaultPrevented;
    },
    { selector, ...file },
  );
}

const previews = (page: Page) => page.getByTestId("copilot-attachment-preview");
const failures = (page: Page) => page.evaluate(() => (globalThis as unknown as { wingmanTest: { failures: Array<{ reason: string }> } }).wingmanTest.failures.map((failure) => failure.reason));

/**
 * The attachment behaviour every chat binding must have in a real browser, as steps over a page
 * showing one chat with `attachments: { enabled: true, accept: "image/*,video/*" }`, a `#elsewhere`
 * textarea outside it, and `wingmanTest.failures` recording `onUploadFailed`. Run in order.
 */
export function attachmentBrowserChecks(page: () => Page, screenshot: (name: string) => Promise<void> = async () => {}) {
  return {
    async dropsAndRefuses(): Promise<void> {
      const p = page();
      const zone = p.locator(".wm-input");
      await p.getByRole("button", { name: "Send message" }).waitFor();
      // A binding may load the composer's attachments part on first render (React does): drag
      // once it is there, as a user's drag, seconds later, would.
      await p.getByTestId("copilot-attachment-input").waitFor({ state: "attached" });
      const image = await transferOf(p, { name: "dropped.png", type: "image/png", base64: PNG_BASE64 });
      await zone.dispatchEvent("dragenter", { dataTransfer: image });
      await zone.dispatchEvent("dragover", { dataTransfer: image });
      await p.getByText("Drop files here").waitFor();
      await zone.dispatchEvent("drop", { dataTransfer: image });
      await p.getByText("Drop files here").waitFor({ state: "detached" });
      await previews(p).filter({ hasText: "dropped.png" }).and(p.locator('[data-status="ready"]')).waitFor();
      expect(await previews(p).locator("img").first().getAttribute("src")).toBe(`data:image/png;base64,${PNG_BASE64}`);

      const text = await transferOf(p, { name: "notes.txt", type: "text/plain", base64: btoa("hello") });
      await zone.dispatchEvent("dragover", { dataTransfer: text });
      await zone.dispatchEvent("drop", { dataTransfer: text });
      await expect.poll(() => failures(p)).toEqual(["invalid-type"]);
      expect(await previews(p).count()).toBe(1);
    },

    async pasteIsScopedToTheChat(): Promise<void> {
      const p = page();
      const file = { name: "pasted.png", type: "image/png", base64: PNG_BASE64 };
      expect(await pasteInto(p, "#elsewhere", file)).toBe(false);
      expect(await pasteInto(p, ".wm-input textarea", file)).toBe(true);
      await previews(p).filter({ hasText: "pasted.png" }).and(p.locator('[data-status="ready"]')).waitFor();
      // The paste outside the chat attached nothing.
      expect(await previews(p).allTextContents()).toEqual([expect.stringContaining("dropped.png"), expect.stringContaining("pasted.png")]);
    },

    async sendsAndOpensTheLightbox(): Promise<void> {
      const p = page();
      await p.locator(".wm-input textarea").fill("look");
      await p.keyboard.press("Enter");
      await p.getByText(/^You said: look/).waitFor();
      expect(await previews(p).count()).toBe(0);
      const thumbnail = p.getByRole("button", { name: "Open image: dropped.png" });
      await thumbnail.click();
      // The open one: a binding may keep closed dialogs in the page.
      const lightbox = p.locator('[data-testid="copilot-image-lightbox"][open]');
      await lightbox.waitFor();
      await screenshot("attachments-lightbox");
      expect(await lightbox.evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.matches(":modal"))).toBe(true);
      await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close image");
      await p.keyboard.press("Escape");
      await lightbox.waitFor({ state: "detached" });
      await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open image: dropped.png");
      // Its close button closes it too, with the same focus return.
      await thumbnail.click();
      await p.getByRole("button", { name: "Close image" }).click();
      await lightbox.waitFor({ state: "detached" });
      await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open image: dropped.png");
    },

    async previewsAndSendsAVideo(): Promise<void> {
      const p = page();
      const zone = p.locator(".wm-input");
      const video = await recordedVideoTransfer(p);
      await zone.dispatchEvent("dragover", { dataTransfer: video });
      await zone.dispatchEvent("drop", { dataTransfer: video });
      const chip = previews(p).filter({ hasText: "clip.webm" }).and(p.locator('[data-status="ready"]'));
      await chip.waitFor();
      // The composer shows a still drawn from the video itself.
      expect(await chip.locator("img").getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
      expect(await chip.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(64);
      await p.locator(".wm-input textarea").fill("watch");
      await p.keyboard.press("Enter");
      await p.getByText(/^You said: watch/).waitFor();
      // The sent message shows the video (its first frame, with controls to play it).
      const player = p.locator("video.wm-message__video[aria-label='clip.webm']");
      await player.waitFor();
      await expect.poll(() => player.evaluate((element) => (element as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
      expect(await player.evaluate((element) => (element as HTMLVideoElement).videoWidth)).toBe(64);
      await screenshot("attachments");
    },
  };
}

/** What {@link describeAttachmentsInChromium} needs: the page's folder and a runtime serving it (CORS on). */
export interface AttachmentsInChromiumOptions {
  readonly pageRoot: string;
  readonly startRuntime: () => Promise<{ url: string; close(): Promise<void>; agents: { default: { inputs: ReadonlyArray<{ messages: Message[] }> } } }>;
}

/**
 * The attachment suite of one binding, in headless Chromium with real browser events: a
 * DataTransfer dragged and dropped, ClipboardEvents pasted inside and outside the chat, the
 * lightbox as a modal `<dialog>` closed with the Escape key; and what reached the agent.
 */
export function describeAttachmentsInChromium(binding: string, options: AttachmentsInChromiumOptions): void {
  let runtime: Awaited<ReturnType<AttachmentsInChromiumOptions["startRuntime"]>>;
  let opened: OpenTestPage;
  beforeAll(async () => {
    runtime = await options.startRuntime();
    opened = await openTestPage(options.pageRoot, runtime.url);
  }, 180_000);
  afterAll(async () => {
    await opened?.close();
    await runtime?.close();
  });

  describe(`${binding} chat attachments in Chromium`, () => {
    // Only when asked (`WINGMAN_SCREENSHOTS_DIR=docs/screenshots`): the docs' picture of the attachments (docs/chat-controls.md).
    const directory = process.env.WINGMAN_SCREENSHOTS_DIR;
    const screenshot = async (name: string) => {
      if (directory) await opened.page.screenshot({ path: join(directory, `${binding.toLowerCase()}-${name}.png`) });
    };
    const checks = attachmentBrowserChecks(() => opened.page, screenshot);
    it("takes a dropped image (with the drop overlay while dragging) and refuses another type with invalid-type", checks.dropsAndRefuses);
    it("attaches a pasted image only when pasted inside the chat", checks.pasteIsScopedToTheChat);
    it("sends the images; a sent image opens in a lightbox that Escape closes, returning focus to it", async () => {
      await checks.sendsAndOpensTheLightbox();
      expect(runtime.agents.default.inputs.at(-1)!.messages.at(-1)!.content).toEqual([
        { type: "text", text: "look" },
        expect.objectContaining({ type: "image", metadata: { filename: "dropped.png" } }),
        expect.objectContaining({ type: "image", metadata: { filename: "pasted.png" } }),
      ]);
      expect(opened.errors).toEqual([]);
    });
    it("shows a still of a dropped video in the composer, and the video in the sent message", async () => {
      await checks.previewsAndSendsAVideo();
      expect(runtime.agents.default.inputs.at(-1)!.messages.at(-1)!.content).toEqual([
        { type: "text", text: "watch" },
        expect.objectContaining({ type: "video", source: expect.objectContaining({ mimeType: "video/webm" }), metadata: { filename: "clip.webm" } }),
      ]);
      expect(opened.errors).toEqual([]);
    });
  });
}
