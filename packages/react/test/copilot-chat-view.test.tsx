// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
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
  { id: "u1", role: "user", content: "What is the capital of Norway?" },
  { id: "a1", role: "assistant", content: "Oslo." },
];

describe("CopilotChatView is presentational", () => {
  it("shows the messages it is given and reports a send through onSubmitMessage, with no agent", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={messages} onSubmitMessage={(text) => sent.push(text)} />
      </CopilotKitProvider>,
    );
    expect(screen.getByText("What is the capital of Norway?")).toBeTruthy();
    expect(screen.getByText("Oslo.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "And Sweden?{Enter}");
    expect(sent).toEqual(["And Sweden?"]);
  });

  it("while isRunning, the composer offers stop and reports it through onStop", async () => {
    const user = userEvent.setup();
    let stops = 0;
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={messages} isRunning onStop={() => void stops++} />
      </CopilotKitProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Stop generating" }));
    expect(stops).toBe(1);
  });

  it("without messages it shows the welcome screen, and none with welcomeScreen={false}", () => {
    const { unmount } = render(
      <CopilotKitProvider>
        <CopilotChatView messages={[]} />
      </CopilotKitProvider>,
    );
    expect(screen.getByText("How can I help you today?")).toBeTruthy();
    unmount();
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={[]} welcomeScreen={false} />
      </CopilotKitProvider>,
    );
    expect(screen.queryByText("How can I help you today?")).toBeNull();
  });

  it("a controlled composer: inputValue is shown and edits go to onInputChange", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={[]} inputValue="draft" onInputChange={(value) => changes.push(value)} />
      </CopilotKitProvider>,
    );
    const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    expect(box.value).toBe("draft");
    await user.type(box, "!");
    expect(changes).toEqual(["draft!"]);
  });
});

describe("CopilotPopupView and CopilotSidebarView", () => {
  it("the popup view opens from its toggle as a dialog showing the given messages, sends through onSubmitMessage, and closes from its header", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(
      <CopilotKitProvider>
        <CopilotPopupView messages={messages} onSubmitMessage={(text) => sent.push(text)} title="Helper" />
      </CopilotKitProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open chat" }));
    const dialog = screen.getByRole("dialog", { name: "Helper" });
    expect(within(dialog).getByText("Oslo.")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Thanks{Enter}");
    expect(sent).toEqual(["Thanks"]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the sidebar view starts open with the given messages and hides on Escape", async () => {
    const user = userEvent.setup();
    render(
      <CopilotKitProvider>
        <CopilotSidebarView messages={messages} header={{ title: "Side helper" }} />
      </CopilotKitProvider>,
    );
    const panel = screen.getByRole("complementary");
    expect(within(panel).getByText("Side helper")).toBeTruthy();
    expect(within(panel).getByText("Oslo.")).toBeTruthy();
    await user.type(within(panel).getByRole("textbox", { name: "Message" }), "{Escape}");
    expect(panel.hidden).toBe(true);
  });
});
