// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render, screen } from "@testing-library/react";
import type { Message } from "@ag-ui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChatView, CopilotKitProvider, CopilotPopupView, CopilotSidebarView } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
// Views rendered alone sit in a provider with nothing to connect to, on purpose.
expectOfflineProviderWarning();

const messages: Message[] = [
  { id: "u1", role: "user", content: "Hello" },
  { id: "a1", role: "assistant", content: "Hi there." },
];
const suggestions = [{ title: "Tell me more", message: "Tell me more", isLoading: false }];

/** The element carrying `testId`, which must be exactly one. */
const one = (testId: string) => {
  const found = screen.getAllByTestId(testId);
  expect(found, testId).toHaveLength(1);
  return found[0]!;
};

// Apps' own end-to-end tests select on CopilotKit's data-testids: the same names sit on the same elements here.
describe("CopilotKit's data-testids", () => {
  it("the popup, its header, toggle, messages, toolbars, suggestions and composer carry them", async () => {
    render(
      <CopilotKitProvider>
        <CopilotPopupView defaultOpen messages={messages} suggestions={suggestions} onSelectSuggestion={() => {}} />
      </CopilotKitProvider>,
    );
    expect(one("copilot-popup").getAttribute("role")).toBe("dialog");
    expect(one("copilot-chat-toggle").tagName).toBe("BUTTON");
    expect(one("copilot-modal-header").tagName).toBe("HEADER");
    expect(one("copilot-header-title").textContent).toBe("Assistant");
    expect(one("copilot-close-button").getAttribute("aria-label")).toBe("Close");
    expect(one("copilot-chat").contains(one("copilot-message-list"))).toBe(true);
    expect(one("copilot-user-message").textContent).toContain("Hello");
    expect(one("copilot-user-toolbar").contains(one("copilot-user-copy-button"))).toBe(true);
    expect(one("copilot-assistant-message").textContent).toContain("Hi there.");
    expect(one("copilot-assistant-toolbar").contains(one("copilot-copy-button"))).toBe(true);
    // The suggestion view loads with the first suggestions.
    await screen.findByTestId("copilot-suggestions");
    expect(one("copilot-suggestions").contains(one("copilot-suggestion"))).toBe(true);
    expect(one("copilot-suggestion").textContent).toBe("Tell me more");
    expect(one("copilot-chat-input").contains(one("copilot-chat-textarea"))).toBe(true);
    expect(one("copilot-chat-textarea").tagName).toBe("TEXTAREA");
    expect(one("copilot-send-button").getAttribute("aria-label")).toBe("Send message");
  });

  it("the welcome screen, the loading cursor and the stop button (still copilot-send-button) carry them", () => {
    const { unmount } = render(
      <CopilotKitProvider>
        <CopilotChatView messages={[]} />
      </CopilotKitProvider>,
    );
    // As CopilotKit's, the welcome screen holds the heading and the composer.
    expect(one("copilot-welcome-screen").querySelector("h2")?.textContent).toBe("How can I help you today?");
    expect(one("copilot-welcome-screen").contains(one("copilot-chat-input"))).toBe(true);
    unmount();
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={[messages[0]!]} isRunning />
      </CopilotKitProvider>,
    );
    expect(one("copilot-loading-cursor")).toBeTruthy();
    expect(one("copilot-send-button").getAttribute("aria-label")).toBe("Stop generating");
    expect(screen.queryByTestId("copilot-welcome-screen")).toBeNull();
  });

  it("the sidebar panel carries copilot-sidebar", () => {
    render(
      <CopilotKitProvider>
        <CopilotSidebarView messages={messages} />
      </CopilotKitProvider>,
    );
    expect(one("copilot-sidebar").tagName).toBe("ASIDE");
    expect(one("copilot-sidebar").contains(one("copilot-chat"))).toBe(true);
  });
});
