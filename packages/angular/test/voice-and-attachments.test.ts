// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component } from "@angular/core";
import { By } from "@angular/platform-browser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, CopilotChatInput, CopilotKit } from "../src/index.js";
import { button, pressEnter, renderWithRuntime, typeInto, waitFor } from "./support/render.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
// jsdom's FormData cannot travel through Node's fetch, so voice input talks to a single-route
// runtime (JSON with base64 audio); the multipart REST form is covered by the core's tests.
let single: ScriptedRuntime;

/** A stand-in microphone: jsdom has no MediaRecorder; the recording goes to the real /transcribe. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === "audio/webm";
  state = "inactive";
  mimeType = "audio/webm";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array(7)], { type: "audio/webm" }) });
    this.onstop?.();
  }
}

beforeAll(async () => {
  [runtime, single] = await Promise.all([startScriptedRuntime(), startScriptedRuntime("single-route")]);
  // jsdom's Blob has no arrayBuffer(); browsers (and Node) do.
  if (typeof Blob.prototype.arrayBuffer !== "function") {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
});
afterAll(() => Promise.all([runtime.close(), single.close()]));
afterEach(() => {
  delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
});

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat [attachments]="{ enabled: true, accept: 'text/*,image/*' }" />` })
class AttachmentsHost {}

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat />` })
class ChatHost {}

describe("attachments and voice input", () => {
  it("attaches a file, sends it as multimodal user content and shows it in the user message", async () => {
    const fixture = await renderWithRuntime(runtime.url, AttachmentsHost);
    const root: HTMLElement = fixture.nativeElement;
    expect(button(root, "Add attachments")).toBeTruthy();
    const composer = fixture.debugElement.query(By.directive(CopilotChatInput)).componentInstance as CopilotChatInput;
    await composer.addFiles([new File(["hello"], "notes.txt", { type: "text/plain" }), new File(["x"], "tool.exe", { type: "application/x-msdownload" })]);
    await waitFor(() => expect(root.querySelector(".wm-input__attachments")?.textContent).toContain("notes.txt"));
    expect(root.querySelector(".wm-input__attachments")?.textContent).not.toContain("tool.exe");
    expect(button(root, "Remove attachment: notes.txt")).toBeTruthy();
    typeInto(root.querySelector("textarea")!, "read this");
    await waitFor(() => expect(button(root, "Send message").disabled).toBe(false));
    pressEnter(root.querySelector("textarea")!);
    await waitFor(() => expect(root.textContent).toContain("You said: read this"));
    expect(root.querySelector('[data-role="user"] .wm-attachment-chip')?.textContent).toBe("notes.txt");
    const sent = runtime.agents.default.inputs.at(-1)!.messages.at(-1)!;
    expect(sent.content).toEqual([
      { type: "text", text: "read this" },
      { type: "document", source: { type: "data", value: "aGVsbG8=", mimeType: "text/plain" }, metadata: { filename: "notes.txt" } },
    ]);
  });

  it("offers voice input only when the runtime can transcribe and the browser can record", async () => {
    const fixture = await renderWithRuntime(runtime.url, ChatHost);
    const root: HTMLElement = fixture.nativeElement;
    await waitFor(() => expect(button(root, "Send message").disabled).toBe(true));
    // The runtime said it can transcribe; once the view is stable after that, it shows what the chat decided (jsdom cannot record).
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    await waitFor(() => expect(copilotkit.core.isTranscriptionAvailable).toBe(true));
    await fixture.whenStable();
    expect(() => button(root, "Start voice input")).toThrow();
  });

  it("records, sends the audio to /transcribe and puts the text in the composer", async () => {
    (globalThis as { MediaRecorder?: unknown }).MediaRecorder = FakeMediaRecorder;
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) }, configurable: true });
    const fixture = await renderWithRuntime(single.url, ChatHost, { useSingleEndpoint: true });
    const root: HTMLElement = fixture.nativeElement;
    const start = await waitFor(() => button(root, "Start voice input"));
    expect(start.getAttribute("data-testid")).toBe("copilot-start-transcribe-button");
    start.click();
    const finish = await waitFor(() => button(root, "Finish voice input"));
    // CopilotKit's data-testids, as the React chat's voice buttons carry them.
    expect(finish.getAttribute("data-testid")).toBe("copilot-finish-transcribe-button");
    expect(button(root, "Cancel voice input").getAttribute("data-testid")).toBe("copilot-cancel-transcribe-button");
    // While recording, the composer says so (a status in its place), as React's does.
    expect(root.querySelector('.wm-audio-recorder[role="status"]')?.textContent).toBe("Recording…");
    expect(root.querySelector("textarea")).toBeNull();
    finish.click();
    await waitFor(() => expect(root.querySelector("textarea")!.value).toBe("transcribed 7 bytes"));
  });
});
