// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { CopilotChatMessageView, CopilotPopup, CopilotSidebar, registerSuggestions } from "../src/index.js";
import { CopilotBranchNavigation } from "../src/chat/conversation-controls/branch-navigation.js";
import { renderWithRuntime, sendMessage, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

/** The element carrying `testId`, which must be exactly one. */
function one(root: ParentNode, testId: string): HTMLElement {
  const found = root.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`);
  expect(found, testId).toHaveLength(1);
  return found[0]!;
}

@Component({ standalone: true, imports: [CopilotPopup], template: `<copilot-popup [defaultOpen]="true" />` })
class PopupHost {
  constructor() {
    registerSuggestions({ suggestions: [{ title: "Tell me more", message: "Tell me more" }], available: "always" });
  }
}

@Component({ standalone: true, imports: [CopilotSidebar], template: `<copilot-sidebar [defaultOpen]="true" />` })
class SidebarHost {}

const waiting: Message[] = [{ id: "u1", role: "user", content: "Hello" }];

@Component({
  standalone: true,
  imports: [CopilotChatMessageView, CopilotBranchNavigation],
  template: `<copilot-chat-message-view [messages]="messages" [isRunning]="true" /><copilot-branch-navigation [index]="0" [count]="2" />`,
})
class RunningHost {
  readonly messages = waiting;
}

// An Angular app's end-to-end tests select on the same data-testids as a React app's (CopilotKit's
// names, see packages/react/test/data-testids.test.tsx): the same names sit on the same elements.
describe("CopilotKit's data-testids in the Angular chat", () => {
  it("the popup, its toggle, header, welcome screen, composer, messages, toolbars and suggestions carry them", async () => {
    const fixture = await renderWithRuntime(runtime.url, PopupHost);
    const root: HTMLElement = fixture.nativeElement;
    expect(one(root, "copilot-popup").getAttribute("role")).toBe("dialog");
    expect(one(root, "copilot-chat-toggle").tagName).toBe("BUTTON");
    expect(one(root, "copilot-modal-header").contains(one(root, "copilot-header-title"))).toBe(true);
    expect(one(root, "copilot-header-title").tagName).toBe("H2");
    expect(one(root, "copilot-close-button").getAttribute("aria-label")).toBe("Close");
    expect(one(root, "copilot-chat").contains(one(root, "copilot-scroll-view"))).toBe(true);
    expect(one(root, "copilot-welcome-screen").textContent).toContain("How can I help you today?");
    expect(one(root, "copilot-chat-input").contains(one(root, "copilot-chat-textarea"))).toBe(true);
    expect(one(root, "copilot-chat-textarea").tagName).toBe("TEXTAREA");
    expect(one(root, "copilot-send-button").getAttribute("aria-label")).toBe("Send message");
    await waitFor(() => expect(one(root, "copilot-suggestions").contains(one(root, "copilot-suggestion"))).toBe(true));
    expect(one(root, "copilot-suggestion").textContent?.trim()).toBe("Tell me more");

    await sendMessage(root, "hello");
    await waitFor(() => expect(one(root, "copilot-assistant-message").textContent).toContain("You said: hello"));
    expect(root.querySelector('[data-testid="copilot-welcome-screen"]')).toBeNull();
    expect(one(root, "copilot-user-message").textContent).toContain("hello");
    expect(one(root, "copilot-user-toolbar").contains(one(root, "copilot-user-copy-button"))).toBe(true);
    await waitFor(() => expect(one(root, "copilot-assistant-toolbar").contains(one(root, "copilot-copy-button"))).toBe(true));
    expect(one(root, "copilot-message-list").contains(one(root, "copilot-user-message"))).toBe(true);
  });

  it("the sidebar panel carries copilot-sidebar", async () => {
    const fixture = await renderWithRuntime(runtime.url, SidebarHost);
    const root: HTMLElement = fixture.nativeElement;
    expect(one(root, "copilot-sidebar").tagName).toBe("ASIDE");
    expect(one(root, "copilot-sidebar").contains(one(root, "copilot-chat"))).toBe(true);
  });

  it("the loading cursor and the branch navigation carry them", async () => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
    const fixture = TestBed.createComponent(RunningHost);
    fixture.autoDetectChanges();
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    expect(one(root, "copilot-loading-cursor").getAttribute("role")).toBe("img");
    expect(one(root, "copilot-branch-navigation").contains(one(root, "copilot-branch-position"))).toBe(true);
  });
});
