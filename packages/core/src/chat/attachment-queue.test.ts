// @vitest-environment jsdom
import { untilStore } from "@wingman/test-support/wait";
import { describe, expect, it } from "vitest";
import { attachmentToContentPart, type AttachmentUploadError, type AttachmentUploadResult, type AttachmentsConfig } from "./attachments.js";
import { AttachmentQueue } from "./attachment-queue.js";

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "dot.png", { type: "image/png" });

function queueWith(config: AttachmentsConfig) {
  const failures: AttachmentUploadError[] = [];
  const queue = new AttachmentQueue(() => ({ onUploadFailed: (error) => void failures.push(error), ...config }));
  const statuses: string[][] = [];
  queue.subscribe(() => statuses.push(queue.attachments.map((attachment) => attachment.status)));
  return { queue, failures, statuses };
}

describe("AttachmentQueue", () => {
  it("refuses by type and size with the reason and a message, attaching nothing", async () => {
    const { queue, failures } = queueWith({ enabled: true, accept: "image/*", maxSize: 3 });
    await queue.processFiles([new File(["%PDF"], "doc.pdf", { type: "application/pdf" }), png()]);
    expect(failures.map(({ reason, file }) => [reason, file.name])).toEqual([
      ["invalid-type", "doc.pdf"],
      ["file-too-large", "dot.png"],
    ]);
    expect(failures[1]!.message).toMatch(/dot\.png is 4 bytes; the limit is 3 bytes/);
    expect(queue.attachments).toEqual([]);
  });

  it("gives a video the still its thumbnail maker draws from the file, and none when it cannot draw one", async () => {
    const drawn: string[] = [];
    const queue = new AttachmentQueue(() => ({ enabled: true }), {
      videoThumbnail: async (file) => {
        drawn.push(file.name);
        return file.name === "broken.mp4" ? Promise.reject(new Error("cannot decode")) : "data:image/jpeg;base64,STILL";
      },
    });
    const video = (name: string) => new File([new Uint8Array([0, 0, 0, 24])], name, { type: "video/mp4" });
    await queue.processFiles([video("clip.mp4"), video("broken.mp4"), png()]);
    expect(drawn).toEqual(["clip.mp4", "broken.mp4"]);
    expect(queue.attachments.map(({ filename, type, status, thumbnail }) => ({ filename, type, status, thumbnail }))).toEqual([
      { filename: "clip.mp4", type: "video", status: "ready", thumbnail: "data:image/jpeg;base64,STILL" },
      { filename: "broken.mp4", type: "video", status: "ready", thumbnail: undefined },
      { filename: "dot.png", type: "image", status: "ready", thumbnail: "data:image/png;base64,iVBORw==" },
    ]);
  });

  it("shows an uploading placeholder at once, then the onUpload URL source with its metadata", async () => {
    let finish!: (result: AttachmentUploadResult) => void;
    const { queue, statuses } = queueWith({ enabled: true, onUpload: () => new Promise((resolve) => (finish = resolve)) });
    const done = queue.processFiles([png()]);
    expect(queue.attachments).toMatchObject([{ status: "uploading", type: "image", filename: "dot.png", size: 4 }]);
    expect(queue.uploading).toBe(true);
    finish({ type: "url", value: "https://files.example/dot.png", mimeType: "image/png", metadata: { id: "f1" } });
    await done;
    const [ready] = queue.attachments;
    expect(ready).toMatchObject({ status: "ready", source: { type: "url", value: "https://files.example/dot.png" }, thumbnail: "https://files.example/dot.png" });
    expect(statuses).toEqual([["uploading"], ["ready"]]);
    expect(attachmentToContentPart(ready!)).toEqual({
      type: "image",
      source: { type: "url", value: "https://files.example/dot.png", mimeType: "image/png" },
      metadata: { filename: "dot.png", id: "f1" },
    });
  });

  it("reads the file inline without onUpload, and reports a failed upload as upload-failed", async () => {
    const inline = queueWith({ enabled: true });
    await inline.queue.processFiles([png()]);
    expect(inline.queue.attachments[0]).toMatchObject({ status: "ready", source: { type: "data", value: "iVBORw==", mimeType: "image/png" } });

    const failing = queueWith({ enabled: true, onUpload: () => Promise.reject(new Error("storage is full")) });
    await failing.queue.processFiles([png()]);
    expect(failing.failures.map(({ reason, message }) => [reason, message])).toEqual([["upload-failed", "dot.png could not be uploaded: storage is full"]]);
    expect(failing.queue.attachments).toEqual([]);
    expect(failing.statuses).toEqual([["uploading"], []]);
  });

  it("drops an upload removed while it runs; consume returns the ready ones and empties the queue", async () => {
    let finish!: (result: AttachmentUploadResult) => void;
    const { queue } = queueWith({ enabled: true, onUpload: (file) => (file.name === "slow.png" ? new Promise((resolve) => (finish = resolve)) : { type: "url", value: `https://files.example/${file.name}` }) });
    const slow = queue.processFiles([new File(["x"], "slow.png", { type: "image/png" })]);
    await queue.processFiles([png()]);
    queue.removeAttachment(queue.attachments[0]!.id);
    finish({ type: "url", value: "https://files.example/slow.png" });
    await slow;
    expect(queue.attachments.map((attachment) => attachment.filename)).toEqual(["dot.png"]);
    expect(queue.consumeAttachments().map((attachment) => attachment.filename)).toEqual(["dot.png"]);
    expect(queue.attachments).toEqual([]);
  });

  it("takes drops and pastes only on the bound element, and nothing while disabled", async () => {
    const config: AttachmentsConfig = { enabled: true };
    const queue = new AttachmentQueue(() => config);
    const zone = document.createElement("div");
    const elsewhere = document.createElement("div");
    document.body.append(zone, elsewhere);
    const unbind = queue.bind(zone);
    const paste = (target: Element) => {
      const event = new Event("paste", { bubbles: true, cancelable: true });
      Object.defineProperty(event, "clipboardData", { value: { files: [png()] } });
      target.dispatchEvent(event);
      return event;
    };
    expect(paste(elsewhere).defaultPrevented).toBe(false);
    // A handled paste adds its placeholder before the event returns: none came.
    expect(queue.attachments).toEqual([]);
    expect(paste(zone).defaultPrevented).toBe(true);
    await untilStore(queue, () => queue.attachments[0]?.status === "ready");

    const over = new Event("dragover", { cancelable: true });
    Object.defineProperty(over, "dataTransfer", { value: { files: [], types: ["Files"] } });
    zone.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect(queue.dragOver).toBe(true);
    const drop = new Event("drop", { cancelable: true });
    Object.defineProperty(drop, "dataTransfer", { value: { files: [new File(["a"], "a.txt", { type: "text/plain" })], types: ["Files"] } });
    zone.dispatchEvent(drop);
    expect(queue.dragOver).toBe(false);
    await untilStore(queue, () => queue.attachments.length === 2 && queue.attachments[1]!.status === "ready");

    config.enabled = false;
    expect(paste(zone).defaultPrevented).toBe(false);
    unbind();
    zone.remove();
    elsewhere.remove();
  });
});
