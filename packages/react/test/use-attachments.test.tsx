// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, renderHook, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, useAttachments, type AttachmentUploadError, type AttachmentUploadResult } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const png = (name = "dot.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("useAttachments", () => {
  it("has CopilotKit's return shape with stable callbacks, and consumes only ready attachments", async () => {
    const { result, rerender } = renderHook(({ maxSize }) => useAttachments({ config: { enabled: true, maxSize } }), { initialProps: { maxSize: 100 } });
    const first = result.current;
    expect(Object.keys(first).sort()).toEqual(
      ["attachments", "consumeAttachments", "containerRef", "dragOver", "enabled", "fileInputRef", "handleDragLeave", "handleDragOver", "handleDrop", "handleFileUpload", "processFiles", "removeAttachment"].sort(),
    );
    rerender({ maxSize: 200 });
    for (const name of ["processFiles", "handleFileUpload", "handleDragOver", "handleDragLeave", "handleDrop", "removeAttachment", "consumeAttachments"] as const) {
      expect(result.current[name]).toBe(first[name]);
    }
    await act(() => result.current.processFiles([png()]));
    expect(result.current.attachments).toMatchObject([{ status: "ready", type: "image", filename: "dot.png", size: 4, source: { type: "data", value: "iVBORw==" } }]);
    let consumed: unknown[] = [];
    act(() => {
      consumed = result.current.consumeAttachments();
    });
    expect(consumed).toHaveLength(1);
    expect(result.current.attachments).toEqual([]);
  });

  it("in CopilotChat: an uploading placeholder until onUpload answers, then the URL source is sent; a failed upload is reported", async () => {
    const user = userEvent.setup();
    const failures: AttachmentUploadError[] = [];
    const uploads: Array<{ name: string; finish: (result: AttachmentUploadResult) => void; fail: (error: Error) => void }> = [];
    renderWithRuntime(
      runtime.url,
      <CopilotChat
        attachments={{
          enabled: true,
          onUpload: (file) => new Promise((resolve, reject) => uploads.push({ name: file.name, finish: resolve, fail: reject })),
          onUploadFailed: (failure) => void failures.push(failure),
        }}
      />,
    );
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    // The attachments support loads with the first composer that takes attachments.
    const input = (await screen.findByTestId("copilot-attachment-input")) as HTMLInputElement;
    await user.upload(input, [png("chart.png"), png("broken.png")]);
    await waitFor(() => expect(screen.getAllByTestId("copilot-attachment-preview").map((item) => item.getAttribute("data-status"))).toEqual(["uploading", "uploading"]));
    expect(screen.getAllByText("Uploading")).toHaveLength(2);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "see");
    // Not sendable while uploading.
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
    act(() => uploads.find((upload) => upload.name === "broken.png")!.fail(new Error("quota exceeded")));
    await waitFor(() => expect(failures.map(({ reason, file, message }) => [reason, file.name, message])).toEqual([["upload-failed", "broken.png", "broken.png could not be uploaded: quota exceeded"]]));
    act(() => uploads.find((upload) => upload.name === "chart.png")!.finish({ type: "url", value: "https://files.example/chart.png", mimeType: "image/png", metadata: { fileId: "f-1" } }));
    await waitFor(() => expect(screen.getAllByTestId("copilot-attachment-preview").map((item) => item.getAttribute("data-status"))).toEqual(["ready"]));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "{Enter}");
    await screen.findByText("You said: see[image]");
    expect(runtime.agents.default.inputs.at(-1)!.messages.at(-1)!.content).toEqual([
      { type: "text", text: "see" },
      { type: "image", source: { type: "url", value: "https://files.example/chart.png", mimeType: "image/png" }, metadata: { filename: "chart.png", fileId: "f-1" } },
    ]);
    expect(screen.queryAllByTestId("copilot-attachment-preview")).toEqual([]);
  });
});
