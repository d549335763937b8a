// @vitest-environment jsdom
// What an app's own tests written against CopilotKit's chat select on and assert, beyond the
// data-testids (data-testids.test.tsx): the lucide icon classes, the default button names, the
// one-argument submit callback and the copy failure report.
import "./setup-act.js";
import type { AssistantMessage } from "@ag-ui/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotChatAssistantMessage, CopilotChatDefaultLabels, CopilotChatInput, CopilotChatUserMessage } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";

beforeAll(() => installDomShims());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const reply: AssistantMessage = { id: "a1", role: "assistant", content: "Oslo is the capital." };

describe("icons carry their lucide classes", () => {
  it("the send button's icon is svg.lucide-arrow-up, and the toolbar's icons are named too", () => {
    const { container } = render(<CopilotChatInput onSubmitMessage={() => {}} toolsMenu={[{ label: "Say hi", action: () => {} }]} />);
    const send = container.querySelector("svg.lucide-arrow-up")?.closest("button");
    expect(send).toBe(screen.getByTestId("copilot-send-button"));
    expect(container.querySelector("svg.lucide-plus")?.closest("button")).not.toBeNull();
    cleanup();

    const message = render(<CopilotChatAssistantMessage message={reply} onThumbsUp={() => {}} onThumbsDown={() => {}} onRegenerate={() => {}} />);
    for (const name of ["copy", "thumbs-up", "thumbs-down", "refresh-cw"]) {
      const icon = message.container.querySelector(`svg.lucide.lucide-${name}`);
      expect(icon, name).not.toBeNull();
    }
  });

  it("the stop button shows lucide-square, and transcribe mode has x and check but no send icon", async () => {
    const { container, rerender } = render(<CopilotChatInput isRunning onStop={() => {}} onSubmitMessage={() => {}} />);
    expect(container.querySelector("svg.lucide-square")?.closest("button")).toBe(screen.getByTestId("copilot-send-button"));
    rerender(<CopilotChatInput mode="transcribe" onSubmitMessage={() => {}} onStartTranscribe={() => {}} onCancelTranscribe={() => {}} onFinishTranscribe={() => {}} />);
    // The voice buttons are a chunk of their own, loaded when they first show.
    const cancel = await screen.findByTestId("copilot-cancel-transcribe-button");
    expect(cancel.querySelector("svg.lucide-x")).not.toBeNull();
    expect(screen.getByTestId("copilot-finish-transcribe-button").querySelector("svg.lucide-check")).not.toBeNull();
    expect(container.querySelector("svg.lucide-arrow-up")).toBeNull();
  });
});

describe("CopilotChatInput: onSubmitMessage's arguments", () => {
  it("gets the trimmed text alone when there are no attachments", async () => {
    const user = userEvent.setup();
    const onSubmitMessage = vi.fn();
    render(<CopilotChatInput value="  hello world  " onChange={() => {}} onSubmitMessage={onSubmitMessage} />);
    await user.click(screen.getByTestId("copilot-send-button"));
    expect(onSubmitMessage.mock.calls).toEqual([["hello world"]]);
  });
});

describe("assistant message: default names, children and copy failures", () => {
  it("names the feedback buttons Good response / Bad response by default", () => {
    expect(CopilotChatDefaultLabels.assistantMessageToolbarThumbsUpLabel).toBe("Good response");
    expect(CopilotChatDefaultLabels.assistantMessageToolbarThumbsDownLabel).toBe("Bad response");
    render(<CopilotChatAssistantMessage message={reply} onThumbsUp={() => {}} onThumbsDown={() => {}} />);
    expect(screen.getByRole("button", { name: "Good response" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bad response" })).toBeTruthy();
  });

  it("passes toolbarVisible to a children layout function: true by default, false when hidden", () => {
    const seen: Array<boolean | undefined> = [];
    const layout = ({ toolbarVisible }: { toolbarVisible?: boolean }) => {
      seen.push(toolbarVisible);
      return <div />;
    };
    const { rerender } = render(<CopilotChatAssistantMessage message={reply}>{layout}</CopilotChatAssistantMessage>);
    rerender(<CopilotChatAssistantMessage message={reply} toolbarVisible={false}>{layout}</CopilotChatAssistantMessage>);
    expect(seen).toEqual([true, false]);
  });

  it("reports a refused clipboard write on the console, for both message sides", async () => {
    const failure = new Error("denied");
    // After userEvent.setup(), which puts a clipboard stub of its own on navigator.
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: () => Promise.reject(failure) } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <CopilotChatAssistantMessage message={reply} />
        <CopilotChatUserMessage message={{ id: "u1", role: "user", content: "Capital of Norway?" }} />
      </>,
    );
    await user.click(screen.getByTestId("copilot-copy-button"));
    await waitFor(() => expect(errors).toHaveBeenCalledWith("Failed to copy message:", failure));
    errors.mockClear();
    await user.click(screen.getByTestId("copilot-user-copy-button"));
    await waitFor(() => expect(errors).toHaveBeenCalledWith("Failed to copy message:", failure));
  });
});
