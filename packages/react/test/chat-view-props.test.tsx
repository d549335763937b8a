// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { Message, ReasoningMessage } from "@ag-ui/core";
import { useState, type ButtonHTMLAttributes, type HTMLAttributes, type ReactElement, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotChatReasoningMessage, CopilotChatView, CopilotKitProvider, type ScrollViewProps } from "../src/index.js";
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
const suggestions = [{ title: "Tell me more", message: "Tell me more", isLoading: false }];
const DISCLAIMER = "Replies can be wrong; check what matters.";
const inProvider = (node: ReactNode) => <CopilotKitProvider>{node}</CopilotKitProvider>;

describe("CopilotChatView: CopilotKit's props", () => {
  it("passes inputMode and the transcribe callbacks to the composer", async () => {
    const user = userEvent.setup();
    const onStartTranscribe = vi.fn();
    const { rerender } = render(inProvider(<CopilotChatView messages={messages} inputMode="input" onStartTranscribe={onStartTranscribe} />));
    await user.click(await screen.findByRole("button", { name: "Start voice input" }));
    expect(onStartTranscribe).toHaveBeenCalledTimes(1);
    rerender(inProvider(<CopilotChatView messages={messages} inputMode="processing" onStartTranscribe={onStartTranscribe} />));
    expect(screen.getByTestId("copilot-chat-input").getAttribute("data-mode")).toBe("processing");
    expect(screen.getByRole("status", { name: "Transcribing…" })).toBeTruthy();
  });

  it("shows the disclaimer under the composer; the deprecated disclaimer prop and the input slot's replace it", () => {
    const Mine = (props: HTMLAttributes<HTMLDivElement>) => <div {...props}>Our own small print</div>;
    const { rerender } = render(inProvider(<CopilotChatView messages={messages} />));
    expect(screen.getByText(DISCLAIMER)).toBeTruthy();
    rerender(inProvider(<CopilotChatView messages={messages} disclaimer={Mine} />));
    expect(screen.getByText("Our own small print")).toBeTruthy();
    expect(screen.queryByText(DISCLAIMER)).toBeNull();
    rerender(inProvider(<CopilotChatView messages={messages} input={{ disclaimer: "tiny" }} />));
    expect(screen.getByText(DISCLAIMER).className).toContain("tiny");
    rerender(inProvider(<CopilotChatView messages={messages} input={{ showDisclaimer: false }} />));
    expect(screen.queryByText(DISCLAIMER)).toBeNull();
  });

  it("scrollView: props reach the default scroll view (its button and feather slots too), and a component replaces it", async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    const MyJump = (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
      <button type="button" onClick={props.onClick}>
        Latest
      </button>
    );
    const { rerender } = render(inProvider(<CopilotChatView messages={messages} scrollView={{ className: "my-scroll", scrollToBottomButton: MyJump, feather: "fade" }} />));
    const region = screen.getByRole("region", { name: "Conversation" });
    expect(region.className).toContain("my-scroll");
    expect(region.textContent).toContain("Oslo.");
    expect(document.querySelector(".wm-chat__feather.fade")).not.toBeNull();
    // jsdom has no layout: scroll the region by hand, down to the bottom and then up (only a
    // scroll upwards unpins it), to bring the button.
    Object.defineProperty(region, "scrollHeight", { get: () => 1000, configurable: true });
    Object.defineProperty(region, "clientHeight", { get: () => 200, configurable: true });
    // fireEvent (not a bare dispatchEvent) runs the scroll inside act(), so its state update is flushed.
    region.scrollTop = 800;
    fireEvent.scroll(region);
    expect(screen.queryByRole("button", { name: "Latest" })).toBeNull();
    region.scrollTop = 0;
    fireEvent.scroll(region);
    await user.click(await screen.findByRole("button", { name: "Latest" }));
    expect(region.scrollTop).toBe(1000);

    function MyScroll({ children, autoScroll }: ScrollViewProps) {
      clicks.push(`autoScroll=${String(autoScroll)}`);
      return <div data-testid="my-scroll">{children}</div>;
    }
    rerender(inProvider(<CopilotChatView messages={messages} autoScroll={false} scrollView={MyScroll} />));
    expect(within(screen.getByTestId("my-scroll")).getByText("Oslo.")).toBeTruthy();
    expect(clicks.at(-1)).toBe("autoScroll=false");
  });

  it("children lays out the rendered parts; HTML attributes and the running state sit on the root", async () => {
    const { rerender } = render(
      inProvider(
        <CopilotChatView messages={messages} suggestions={suggestions}>
          {({ scrollView, input, suggestionView }) => (
            <div data-testid="layout">
              {input}
              {suggestionView}
              {scrollView}
            </div>
          )}
        </CopilotChatView>,
      ),
    );
    const layout = screen.getByTestId("layout");
    const suggestionView = await screen.findByTestId("copilot-suggestions");
    expect(layout.children[0]!.contains(screen.getByTestId("copilot-chat-input"))).toBe(true);
    expect(layout.children[1]).toBe(suggestionView);
    expect(within(layout.children[2] as HTMLElement).getByText("Oslo.")).toBeTruthy();

    rerender(inProvider(<CopilotChatView messages={messages} isRunning id="support-chat" aria-describedby="hint" />));
    const root = screen.getByTestId("copilot-chat");
    expect(root.id).toBe("support-chat");
    expect(root.getAttribute("aria-describedby")).toBe("hint");
    expect(root.getAttribute("data-copilot-running")).toBe("true");
  });
});

describe("CopilotChatView: the welcome screen", () => {
  it("holds the heading, the composer and the suggestions while there are no messages", async () => {
    const user = userEvent.setup();
    const onSelectSuggestion = vi.fn();
    render(inProvider(<CopilotChatView messages={[]} suggestions={suggestions} onSelectSuggestion={onSelectSuggestion} />));
    const welcome = screen.getByTestId("copilot-welcome-screen");
    expect(within(welcome).getByRole("heading", { name: "How can I help you today?" })).toBeTruthy();
    expect(within(welcome).getByRole("textbox", { name: "Message" })).toBeTruthy();
    await user.click(await within(welcome).findByRole("button", { name: "Tell me more" }));
    expect(onSelectSuggestion).toHaveBeenCalledWith(suggestions[0], 0);
    expect(screen.queryByRole("region", { name: "Conversation" })).toBeNull();
  });

  it("a welcome component receives the composer and suggestions to place; an object reaches the default's welcomeMessage slot", async () => {
    function MyWelcome({ input, suggestionView }: { input: ReactElement; suggestionView: ReactElement }) {
      return (
        <main data-testid="my-welcome">
          <p>Hi!</p>
          {suggestionView}
          {input}
        </main>
      );
    }
    const { rerender } = render(inProvider(<CopilotChatView messages={[]} suggestions={suggestions} welcomeScreen={MyWelcome} />));
    const welcome = screen.getByTestId("my-welcome");
    expect(within(welcome).getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(await within(welcome).findByRole("button", { name: "Tell me more" })).toBeTruthy();
    rerender(inProvider(<CopilotChatView messages={[]} welcomeScreen={{ welcomeMessage: "big-title", className: "mine" }} />));
    expect(screen.getByRole("heading").className).toContain("big-title");
    expect(screen.getByTestId("copilot-welcome-screen").className).toContain("mine");
  });

  it("the composer keeps the keyboard focus when the first message moves it from the welcome screen to the bottom", async () => {
    const user = userEvent.setup();
    function Chat() {
      const [list, setList] = useState<Message[]>([]);
      return <CopilotChatView messages={list} onSubmitMessage={(text) => setList([{ id: "u1", role: "user", content: text }])} />;
    }
    render(inProvider(<Chat />));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "first{Enter}");
    expect(screen.queryByTestId("copilot-welcome-screen")).toBeNull();
    expect(screen.getByRole("region", { name: "Conversation" }).textContent).toContain("first");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Message" }));
  });
});

describe("CopilotChatReasoningMessage: CopilotKit's props and slots", () => {
  const reasoning: ReasoningMessage = { id: "r1", role: "reasoning", content: "Weighing the options" };

  it("streams while isRunning and it is the last of messages, then collapses; header, contentView and toggle are slots", async () => {
    const user = userEvent.setup();
    const { rerender } = render(inProvider(<CopilotChatReasoningMessage message={reasoning} messages={[reasoning]} isRunning header="my-header" toggle={{ className: "my-toggle" }} />));
    const header = screen.getByRole("button", { name: "Thinking…" });
    expect(header.className).toContain("my-header");
    expect(header.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Weighing the options")).toBeTruthy();
    rerender(inProvider(<CopilotChatReasoningMessage message={reasoning} messages={[reasoning, messages[1]!]} isRunning header="my-header" toggle={{ className: "my-toggle" }} />));
    const done = screen.getByRole("button", { name: "Thoughts" });
    expect(done.getAttribute("aria-expanded")).toBe("false");
    expect((document.querySelector(".my-toggle") as HTMLElement).hidden).toBe(true);
    await user.click(done);
    expect(done.getAttribute("aria-expanded")).toBe("true");

    const MyContent = ({ children }: { children?: ReactNode }) => <blockquote>{children}</blockquote>;
    rerender(
      inProvider(
        <CopilotChatReasoningMessage message={reasoning} contentView={MyContent}>
          {({ header: heading, contentView }) => (
            <div data-testid="reasoning-layout">
              {contentView}
              {heading}
            </div>
          )}
        </CopilotChatReasoningMessage>,
      ),
    );
    const layout = screen.getByTestId("reasoning-layout");
    expect(layout.firstElementChild!.tagName).toBe("BLOCKQUOTE");
    expect(layout.firstElementChild!.textContent).toBe("Weighing the options");
  });

  it("an empty finished reasoning has nothing to expand", () => {
    render(inProvider(<CopilotChatReasoningMessage message={{ id: "r2", role: "reasoning", content: "" }} />));
    expect(screen.getByRole("button", { name: "Thoughts" }).getAttribute("aria-expanded")).toBeNull();
  });
});
