// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, provideZonelessChangeDetection, signal } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import type { AssistantMessage } from "@ag-ui/core";
import type { ReadAloudOptions } from "@wingman/core/audio";
import { describe, expect, it } from "vitest";
import { fakeAudioPlayback, startFakeTtsEndpoint } from "@wingman/test-support/fake-tts";
import { CopilotChatAssistantMessage } from "../src/index.js";
import { button, waitFor } from "./support/render.js";

const reply: AssistantMessage = { id: "a1", role: "assistant", content: "Oslo is the capital." };

@Component({
  standalone: true,
  imports: [CopilotChatAssistantMessage],
  template: `<copilot-chat-assistant-message [message]="message" [isStreaming]="streaming()" [onThumbsUp]="thumbsUp()" [onThumbsDown]="thumbsDown()"
    [onReadAloud]="onReadAloud()" [readAloud]="readAloud()" />`,
})
class ToolbarHost {
  readonly message = reply;
  readonly streaming = signal(false);
  readonly received: string[] = [];
  readonly thumbsUp = signal<((message: AssistantMessage) => void) | undefined>(undefined);
  readonly thumbsDown = signal<((message: AssistantMessage) => void) | undefined>(undefined);
  readonly onReadAloud = signal<((message: AssistantMessage) => void) | undefined>(undefined);
  readonly readAloud = signal<boolean | ReadAloudOptions | undefined>(undefined);
}

async function renderToolbar() {
  TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
  const fixture = TestBed.createComponent(ToolbarHost);
  fixture.autoDetectChanges();
  await fixture.whenStable();
  return { host: fixture.componentInstance, root: fixture.nativeElement as HTMLElement, settle: () => fixture.whenStable(), destroy: () => fixture.destroy() };
}

const names = (root: HTMLElement) => [...root.querySelectorAll('[role="toolbar"] button')].map((element) => element.getAttribute("aria-label"));

describe("the Angular assistant message toolbar", () => {
  it("has only Copy by default; thumbs and read aloud appear with their callback, which receives the message", async () => {
    const { host, root, settle } = await renderToolbar();
    expect(names(root)).toEqual(["Copy message"]);
    host.thumbsUp.set((message) => host.received.push(`up:${message.id}`));
    host.thumbsDown.set((message) => host.received.push(`down:${message.id}`));
    host.onReadAloud.set((message) => host.received.push(`read:${message.id}`));
    await settle();
    expect(names(root)).toEqual(["Copy message", "Good response", "Bad response", "Read aloud"]);
    for (const name of ["Good response", "Bad response", "Read aloud"]) button(root, name).click();
    expect(host.received).toEqual(["up:a1", "down:a1", "read:a1"]);
    // Every button carries its name as its tooltip (CSS, shown on hover and keyboard focus).
    for (const element of root.querySelectorAll('[role="toolbar"] button')) {
      expect(element.classList.contains("wm-tooltip")).toBe(true);
      expect(element.getAttribute("data-tooltip")).toBe(element.getAttribute("aria-label"));
    }
  });

  it("is hidden while the message streams and shown once it is done", async () => {
    const { host, root, settle } = await renderToolbar();
    host.streaming.set(true);
    await settle();
    expect(root.querySelector('[role="toolbar"]')).toBeNull();
    host.streaming.set(false);
    await settle();
    expect(names(root)).toEqual(["Copy message"]);
  });

  it("[readAloud]=\"{ endpoint }\" posts the text to the text-to-speech endpoint", async () => {
    const tts = await startFakeTtsEndpoint();
    const audio = fakeAudioPlayback();
    try {
      const { host, root, settle, destroy } = await renderToolbar();
      host.readAloud.set({ endpoint: tts.url });
      await settle();
      button(root, "Read aloud").click();
      await waitFor(() => expect(tts.received).toEqual([`POST application/json {"text":"Oslo is the capital."}`]));
      // The endpoint's audio is played (from a blob: URL of its answer).
      await waitFor(() => expect(audio.played).toEqual([expect.stringMatching(/^blob:/)]));
      // Destroyed while the fake plays: destroying stops read-aloud, which pauses the element.
      destroy();
    } finally {
      audio.restore();
      await tts.close();
    }
  });
});
