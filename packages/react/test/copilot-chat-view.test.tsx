// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { Message } from "@ag-ui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChatView, CopilotKitProvider } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());

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
