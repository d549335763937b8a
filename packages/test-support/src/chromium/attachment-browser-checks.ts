import type { Message } from "@ag-ui/core";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPage, type OpenTestPage } from "./open-test-page.js";
import { startUploadStore, type UploadStore } from "./upload-store.js";

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

/** Drags `transfer` over the chat's composer and drops it there. */
async function dropOn(page: Page, transfer: Awaited<ReturnType<typeof transferOf>>): Promise<void> {
  const zone = page.locator(".wm-input");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

const previews = (page: Page) => page.getByTestId("copilot-attachment-preview");
const recordedFailures = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { wingmanTest: { failures: Array<{ reason: string; message: string }> } }).wingmanTest.failures);
const failures = async (page: Page) => (await recordedFailures(page)).map((failure) => failure.reason);

/** The `maxSize` the upload checks open the page with (`&maxSize=`). */
const UPLOAD_MAX_SIZE = 1024;

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

      await dropOn(p, await transferOf(p, { name: "notes.txt", type: "text/plain", base64: btoa("hello") }));
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
      await dropOn(p, await recordedVideoTransfer(p));
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

    /** On the page with `&maxSize=` {@link UPLOAD_MAX_SIZE}: a bigger file is refused before any upload. */
    async refusesATooLargeFile(): Promise<void> {
      const p = page();
      await p.getByTestId("copilot-attachment-input").waitFor({ state: "attached" });
      await dropOn(p, await transferOf(p, { name: "big.png", type: "image/png", base64: btoa("x".repeat(2 * UPLOAD_MAX_SIZE)) }));
      await expect.poll(() => recordedFailures(p)).toEqual([{ reason: "file-too-large", message: "big.png is 2 KB; the limit is 1 KB" }]);
      expect(await previews(p).count()).toBe(0);
    },

    /**
     * On the page with `&store=<uploads.url>`: a dropped image is uploaded there; while the store
     * holds the upload the composer shows the "Uploading" placeholder and Send waits; once stored,
     * the preview and the sent message show the store's URL. Returns that URL.
     */
    async uploadsAndSendsTheUrl(uploads: UploadStore): Promise<string> {
      const p = page();
      const textarea = p.locator(".wm-input textarea");
      await textarea.fill("stored");
      await dropOn(p, await transferOf(p, { name: "photo.png", type: "image/png", base64: PNG_BASE64 }));
      // The first upload to arrive: big.png (refused by maxSize) never was one.
      const upload = await uploads.nextUpload();
      expect({ name: upload.name, type: upload.type, base64: upload.bytes.toString("base64") }).toEqual({ name: "photo.png", type: "image/png", base64: PNG_BASE64 });
      const chip = previews(p).filter({ hasText: "photo.png" });
      await chip.and(p.locator('[data-status="uploading"]')).waitFor();
      expect(await chip.getAttribute("aria-busy")).toBe("true");
      expect(await chip.locator(".wm-attachment-chip__status").textContent()).toBe("Uploading");
      expect(await chip.locator("img").count()).toBe(0);
      expect(await p.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
      await screenshot("attachments-uploading");

      const url = upload.store();
      await chip.and(p.locator('[data-status="ready"]')).waitFor();
      expect(await chip.getByText("Uploading").count()).toBe(0);
      // Its picture is the stored file, loaded from the store's URL.
      expect(await chip.locator("img").getAttribute("src")).toBe(url);
      await expect.poll(() => chip.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(96);
      await expect.poll(() => p.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
      await textarea.press("Enter");
      await p.getByText(/^You said: stored/).waitFor();
      expect(await previews(p).count()).toBe(0);
      expect(await p.getByRole("button", { name: "Open image: photo.png" }).locator("img").getAttribute("src")).toBe(url);
      return url;
    },

    /** On the page with `&store=<uploads.url>`: an upload the store refuses is reported as upload-failed, and its placeholder goes. */
    async reportsAFailedUpload(uploads: UploadStore): Promise<void> {
      const p = page();
      await dropOn(p, await transferOf(p, { name: "refused.png", type: "image/png", base64: PNG_BASE64 }));
      const upload = await uploads.nextUpload();
      expect(upload.name).toBe("refused.png");
      await previews(p).filter({ hasText: "refused.png" }).and(p.locator('[data-status="uploading"]')).waitFor();
      upload.refuse(507, "storage is full");
      await expect.poll(() => failures(p)).toEqual(["file-too-large", "upload-failed"]);
      expect((await recordedFailures(p))[1]!.message).toBe("refused.png could not be uploaded: storage is full");
      await previews(p).first().waitFor({ state: "detached" });
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

    describe(`with onUpload (to a file store on 127.0.0.1, held until the test answers) and maxSize ${UPLOAD_MAX_SIZE}`, () => {
      let uploads: UploadStore;
      beforeAll(async () => {
        uploads = await startUploadStore();
        const url = new URL(opened.page.url());
        url.searchParams.set("store", uploads.url);
        url.searchParams.set("maxSize", String(UPLOAD_MAX_SIZE));
        await opened.page.goto(url.href);
      });
      afterAll(() => uploads?.close());

      it("refuses a file over maxSize with file-too-large", checks.refusesATooLargeFile);
      it("shows the uploading placeholder until onUpload settles, then sends the URL it returned, not inline data", async () => {
        const url = await checks.uploadsAndSendsTheUrl(uploads);
        expect(runtime.agents.default.inputs.at(-1)!.messages.at(-1)!.content).toEqual([
          { type: "text", text: "stored" },
          { type: "image", source: { type: "url", value: url, mimeType: "image/png" }, metadata: { filename: "photo.png" } },
        ]);
        expect(opened.errors).toEqual([]);
      });
      it("reports an onUpload that rejects as upload-failed", async () => {
        await checks.reportsAFailedUpload(uploads);
        // The store's refusal is the page's only failure.
        expect(opened.errors).toEqual([`507 POST ${uploads.url}/refused.png`]);
      });
    });
  });
}
