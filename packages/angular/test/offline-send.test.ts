// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component } from "@angular/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopilotChat } from "../src/index.js";
import { button, renderWithRuntime, sendMessage, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();
afterEach(() => vi.restoreAllMocks());

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat />` })
class ChatHost {}

const WAIT = 30_000;
const user = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-role="user"]');

describe("copilot-chat while offline", () => {
  it("shows a message sent offline as waiting, sends it once on 'online'; Stop while waiting leaves it not sent, Retry sends it", async () => {
    let online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    const root: HTMLElement = (await renderWithRuntime(runtime.url, ChatHost)).nativeElement;

    online = false;
    await sendMessage(root, "hi there");
    await waitFor(() => expect(user(root)?.querySelector('[data-testid="copilot-message-queued"]')?.textContent).toBe("Waiting for connection…"), WAIT);
    expect(root.querySelector('[data-role="assistant"]')).toBeNull();
    online = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(root.querySelector('[data-role="assistant"]')?.textContent).toContain("You said: hi there"), WAIT);
    await waitFor(() => expect(root.querySelector('[data-testid="copilot-message-queued"]')).toBeNull(), WAIT);
    expect(root.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);

    online = false;
    await sendMessage(root, "again");
    await waitFor(() => expect(root.querySelector('[data-testid="copilot-message-queued"]')).not.toBeNull(), WAIT);
    button(root, "Stop generating").click();
    const notSent = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-testid="copilot-message-not-sent"]');
      if (!found) throw new Error("not marked yet");
      return found;
    }, WAIT);
    expect(notSent.textContent).toContain("Not sent");
    online = true;
    window.dispatchEvent(new Event("online"));
    expect(root.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);
    button(notSent, "Retry").click();
    await waitFor(() => expect(root.querySelectorAll('[data-role="assistant"]')).toHaveLength(2), WAIT);
    expect(root.querySelector('[data-testid="copilot-message-not-sent"]')).toBeNull();
  }, 120_000);
});
