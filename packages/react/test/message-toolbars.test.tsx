// @vitest-environment jsdom
import "./setup-act.js";
import type { AssistantMessage, Message, UserMessage } from "@ag-ui/core";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ButtonHTMLAttributes } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeAudioPlayback, startFakeTtsEndpoint } from "@wingman/test-support/fake-tts";
import { CopilotChatAssistantMessage, CopilotChatUserMessage, CopilotChatView, CopilotKitProvider } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
// Views rendered alone sit in a provider with nothing to connect to, on purpose.
expectOfflineProviderWarning();

const reply: AssistantMessage = { id: "a1", role: "assistant", content: "Oslo is the capital." };
const question: UserMessage = { id: "u1", role: "user", content: "Capital of Norway?" };
const toolbar = () => screen.getByTestId("copilot-assistant-toolbar");
const toolbarNames = () => within(toolbar()).getAllByRole("button").map((button) => button.getAttribute("aria-label"));

describe("assistant message toolbar", () => {
  it("has only Copy by default; each other button appears with its callback, which receives the message", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CopilotChatAssistantMessage message={reply} />);
    expect(toolbarNames()).toEqual(["Copy message"]);
    const calls: Array<[string, AssistantMessage]> = [];
    rerender(
      <CopilotChatAssistantMessage
        message={reply}
        onThumbsUp={(message) => calls.push(["up", message])}
        onThumbsDown={(message) => calls.push(["down", message])}
        onReadAloud={(message) => calls.push(["read", message])}
        onRegenerate={(message) => calls.push(["regenerate", message])}
      />,
    );
    expect(toolbarNames()).toEqual(["Copy message", "Good response", "Bad response", "Read aloud", "Regenerate reply"]);
    for (const testId of ["copilot-thumbs-up-button", "copilot-thumbs-down-button", "copilot-read-aloud-button", "copilot-regenerate-button"]) {
      await user.click(screen.getByTestId(testId));
    }
    expect(calls).toEqual([["up", reply], ["down", reply], ["read", reply], ["regenerate", reply]]);
  });

  it("every button is named, has a tooltip with its name, and is reached with Tab in order", async () => {
    const user = userEvent.setup();
    render(<CopilotChatAssistantMessage message={reply} onThumbsUp={() => {}} onRegenerate={() => {}} />);
    for (const button of within(toolbar()).getAllByRole("button")) {
      expect(button.getAttribute("data-tooltip")).toBe(button.getAttribute("aria-label"));
    }
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Copy message");
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Good response");
    await user.keyboard("{Enter}");
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Regenerate reply");
  });

  it("Copy writes the text and says Copied after the write succeeded", async () => {
    const user = userEvent.setup();
    render(<CopilotChatAssistantMessage message={reply} />);
    await user.click(screen.getByTestId("copilot-copy-button"));
    await waitFor(() => expect(screen.getByTestId("copilot-copy-button").getAttribute("aria-label")).toBe("Copied"));
    await expect(navigator.clipboard.readText()).resolves.toBe("Oslo is the capital.");
  });

  it("is hidden while this message streams (isStreaming, or isRunning with it last in messages) and shown once it is done", () => {
    const { rerender } = render(<CopilotChatAssistantMessage message={reply} isStreaming />);
    expect(screen.queryByTestId("copilot-assistant-toolbar")).toBeNull();
    rerender(<CopilotChatAssistantMessage message={reply} isRunning messages={[question, reply]} />);
    expect(screen.queryByTestId("copilot-assistant-toolbar")).toBeNull();
    rerender(<CopilotChatAssistantMessage message={reply} isRunning messages={[reply, { id: "u2", role: "user", content: "more" }]} />);
    expect(screen.getByTestId("copilot-assistant-toolbar")).toBeTruthy();
    rerender(<CopilotChatAssistantMessage message={reply} isRunning={false} messages={[question, reply]} toolbarVisible={false} />);
    expect(screen.queryByTestId("copilot-assistant-toolbar")).toBeNull();
  });

  it("a slot takes a className, a props object or a component (which gets the click handler); a slot alone shows its button", async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    function MyRegenerate(props: ButtonHTMLAttributes<HTMLButtonElement>) {
      return (
        <button type="button" onClick={props.onClick}>
          Again
        </button>
      );
    }
    render(
      <CopilotChatAssistantMessage
        message={reply}
        onRegenerate={() => clicks.push("regenerate")}
        onThumbsUp={() => clicks.push("up")}
        regenerateButton={MyRegenerate}
        thumbsUpButton="my-thumb"
        thumbsDownButton={{ title: "Not good" }}
        copyButton={{ className: "my-copy" }}
      />,
    );
    expect(screen.getByTestId("copilot-thumbs-up-button").className).toContain("my-thumb");
    expect(screen.getByTestId("copilot-thumbs-down-button").getAttribute("aria-label")).toBe("Not good");
    expect(screen.getByTestId("copilot-copy-button").className).toContain("my-copy");
    await user.click(screen.getByRole("button", { name: "Again" }));
    await user.click(screen.getByTestId("copilot-thumbs-up-button"));
    expect(clicks).toEqual(["regenerate", "up"]);
  });

  it("children lays the rendered parts out differently", () => {
    render(
      <CopilotChatAssistantMessage message={reply} onThumbsUp={() => {}}>
        {({ markdownRenderer, thumbsUpButton, message }) => (
          <section data-testid="custom" data-id={message.id}>
            {thumbsUpButton}
            {markdownRenderer}
          </section>
        )}
      </CopilotChatAssistantMessage>,
    );
    const custom = screen.getByTestId("custom");
    expect(custom.getAttribute("data-id")).toBe("a1");
    expect(custom.firstElementChild?.getAttribute("data-testid")).toBe("copilot-thumbs-up-button");
    expect(custom.textContent).toContain("Oslo is the capital.");
  });

  it("readAloud={{ endpoint }} posts the text to the text-to-speech endpoint", async () => {
    const user = userEvent.setup();
    const tts = await startFakeTtsEndpoint();
    const audio = fakeAudioPlayback();
    try {
      const { unmount } = render(<CopilotChatAssistantMessage message={reply} readAloud={{ endpoint: tts.url }} />);
      await user.click(screen.getByTestId("copilot-read-aloud-button"));
      await waitFor(() => expect(tts.received).toEqual([`POST application/json {"text":"Oslo is the capital."}`]));
      // The endpoint's audio is played (from a blob: URL of its answer).
      await waitFor(() => expect(audio.played).toEqual([expect.stringMatching(/^blob:/)]));
      // Unmounted while the fake plays: unmounting stops read-aloud, which pauses the element.
      unmount();
    } finally {
      audio.restore();
      await tts.close();
    }
  });

  it("CopilotChatView passes a message slot's props down (messageView → assistantMessage)", async () => {
    const user = userEvent.setup();
    const liked: string[] = [];
    const messages: Message[] = [question, reply];
    render(
      <CopilotKitProvider>
        <CopilotChatView messages={messages} messageView={{ assistantMessage: { onThumbsUp: (message) => liked.push(message.id) } }} />
      </CopilotKitProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Good response" }));
    expect(liked).toEqual(["a1"]);
  });
});

describe("user message toolbar", () => {
  it("has Copy, and Edit only with onEditMessage, which receives the message", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CopilotChatUserMessage message={question} />);
    expect(within(screen.getByTestId("copilot-user-toolbar")).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Copy message"]);
    const edits: UserMessage[] = [];
    rerender(<CopilotChatUserMessage message={question} onEditMessage={({ message }) => edits.push(message)} />);
    await user.click(screen.getByTestId("copilot-edit-button"));
    expect(edits).toEqual([question]);
    expect(screen.getByTestId("copilot-edit-button").getAttribute("data-tooltip")).toBe("Edit message");
  });

  it("branch navigation shows n/m with several branches and onSwitchToBranch, and moves within bounds", async () => {
    const user = userEvent.setup();
    const switches: Array<[number, number]> = [];
    const onSwitchToBranch = ({ branchIndex, numberOfBranches }: { branchIndex: number; numberOfBranches: number }) =>
      switches.push([branchIndex, numberOfBranches]);
    const { rerender } = render(<CopilotChatUserMessage message={question} numberOfBranches={1} onSwitchToBranch={onSwitchToBranch} />);
    expect(screen.queryByTestId("copilot-branch-navigation")).toBeNull();
    rerender(<CopilotChatUserMessage message={question} numberOfBranches={3} branchIndex={0} />);
    expect(screen.queryByTestId("copilot-branch-navigation")).toBeNull();
    rerender(<CopilotChatUserMessage message={question} numberOfBranches={3} branchIndex={0} onSwitchToBranch={onSwitchToBranch} />);
    const nav = screen.getByTestId("copilot-branch-navigation");
    expect(nav.getAttribute("role")).toBe("group");
    expect(nav.textContent).toBe("1/3");
    expect(within(nav).getByRole("button", { name: "Previous version" }).hasAttribute("disabled")).toBe(true);
    await user.click(within(nav).getByRole("button", { name: "Next version" }));
    rerender(<CopilotChatUserMessage message={question} numberOfBranches={3} branchIndex={2} onSwitchToBranch={onSwitchToBranch} />);
    expect(screen.getByTestId("copilot-branch-navigation").textContent).toBe("3/3");
    expect(screen.getByRole("button", { name: "Next version" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous version" }));
    expect(switches).toEqual([[1, 3], [1, 3]]);
  });

  it("statics are the default parts (CopilotChatUserMessage.EditButton, CopilotChatAssistantMessage.ThumbsUpButton)", () => {
    render(
      <>
        <CopilotChatUserMessage.EditButton onClick={() => {}} />
        <CopilotChatAssistantMessage.ThumbsUpButton />
      </>,
    );
    expect(screen.getByTestId("copilot-edit-button").getAttribute("aria-label")).toBe("Edit message");
    expect(screen.getByTestId("copilot-thumbs-up-button").getAttribute("aria-label")).toBe("Good response");
  });
});
