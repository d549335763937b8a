// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRef, useState, type ButtonHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotChatInput, type CopilotChatInputMode, type ToolsMenuItem } from "../src/index.js";
import { installFakeMicrophone, removeFakeMicrophone } from "./support/fake-microphone.js";
import { installDomShims } from "./support/render-with-runtime.js";

beforeAll(() => installDomShims());
afterEach(() => {
  cleanup();
  removeFakeMicrophone();
});

// jsdom has no MediaRecorder: a fake microphone records 5 bytes.
const installMicrophone = () => installFakeMicrophone(5);

const textbox = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;

describe("CopilotChatInput: sending", () => {
  it("sends the trimmed text with Enter and the button, clears an uncontrolled draft, and is disabled without onSubmitMessage", async () => {
    const user = userEvent.setup();
    const onSubmitMessage = vi.fn();
    const { rerender } = render(<CopilotChatInput onSubmitMessage={onSubmitMessage} />);
    await user.type(textbox(), "  hello  {Enter}");
    expect(onSubmitMessage).toHaveBeenCalledWith("hello");
    expect(textbox().value).toBe("");
    await user.type(textbox(), "again");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSubmitMessage).toHaveBeenLastCalledWith("again");
    rerender(<CopilotChatInput />);
    await user.type(textbox(), "nobody listens");
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("controlled: shows value and reports edits through onChange", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState("draft");
      return (
        <CopilotChatInput
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          onSubmitMessage={() => {}}
        />
      );
    }
    render(<Controlled />);
    expect(textbox().value).toBe("draft");
    await user.type(textbox(), "!");
    expect(changes).toEqual(["draft!"]);
    await user.type(textbox(), "{Enter}");
    expect(changes.at(-1)).toBe("");
    expect(textbox().value).toBe("");
  });

  it("while running the send button is Stop (calling onStop, disabled without it) and Enter on an empty draft stops", async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    const { rerender } = render(<CopilotChatInput isRunning onStop={onStop} onSubmitMessage={() => {}} />);
    const stop = screen.getByRole("button", { name: "Stop generating" });
    expect(stop.getAttribute("data-testid")).toBe("copilot-send-button");
    await user.click(stop);
    await user.type(textbox(), "{Enter}");
    expect(onStop).toHaveBeenCalledTimes(2);
    rerender(<CopilotChatInput isRunning onSubmitMessage={() => {}} />);
    expect((screen.getByRole("button", { name: "Stop generating" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("CopilotChatInput: transcribe mode", () => {
  it("mode=input shows the microphone only with onStartTranscribe; transcribe records, with cancel/finish only for their callbacks", async () => {
    const microphone = installMicrophone();
    const user = userEvent.setup();
    const onStartTranscribe = vi.fn();
    const { rerender } = render(<CopilotChatInput mode="input" />);
    expect(screen.queryByRole("button", { name: "Start voice input" })).toBeNull();
    rerender(<CopilotChatInput mode="input" onStartTranscribe={onStartTranscribe} />);
    // The voice buttons, the recorder, the menus and the attachments load the first time they show.
    await user.click(await screen.findByRole("button", { name: "Start voice input" }));
    expect(onStartTranscribe).toHaveBeenCalledTimes(1);

    const startedBefore = microphone.started();
    rerender(<CopilotChatInput mode="transcribe" />);
    expect(screen.queryByRole("textbox")).toBeNull();
    await screen.findByText("Recording…");
    expect(microphone.started()).toBe(startedBefore + 1);
    expect(screen.queryByRole("button", { name: "Cancel voice input" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Finish voice input" })).toBeNull();
    expect(screen.queryByTestId("copilot-send-button")).toBeNull();
  });

  it("finish stops the recorder, hands the audio to onFinishTranscribeWithAudio, then calls onFinishTranscribe; processing shows a busy indicator", async () => {
    installMicrophone();
    const user = userEvent.setup();
    const calls: string[] = [];
    function Parent() {
      const [mode, setMode] = useState<CopilotChatInputMode>("input");
      return (
        <CopilotChatInput
          mode={mode}
          onStartTranscribe={() => setMode("transcribe")}
          onCancelTranscribe={() => {
            calls.push("cancel");
            setMode("input");
          }}
          onFinishTranscribeWithAudio={async (audio) => {
            calls.push(`audio ${audio.size} ${audio.type}`);
            setMode("processing");
          }}
          onFinishTranscribe={() => {
            calls.push("finish");
          }}
        />
      );
    }
    render(<Parent />);
    await user.click(await screen.findByRole("button", { name: "Start voice input" }));
    await screen.findByText("Recording…");
    await user.click(await screen.findByRole("button", { name: "Finish voice input" }));
    await waitFor(() => expect(calls).toEqual(["audio 5 audio/webm", "finish"]));
    // processing: a busy indicator instead of the textarea
    expect(screen.getByRole("status", { name: "Transcribing…" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("cancel calls onCancelTranscribe and the draft comes back, focused", async () => {
    installMicrophone();
    const user = userEvent.setup();
    const onCancelTranscribe = vi.fn();
    function Parent() {
      const [mode, setMode] = useState<CopilotChatInputMode>("transcribe");
      return (
        <CopilotChatInput
          mode={mode}
          onCancelTranscribe={() => {
            onCancelTranscribe();
            setMode("input");
          }}
        />
      );
    }
    render(<Parent />);
    await screen.findByText("Recording…");
    await user.click(await screen.findByRole("button", { name: "Cancel voice input" }));
    expect(onCancelTranscribe).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(textbox());
  });
});

const tools: (ToolsMenuItem | "-")[] = [
  { label: "Search the web", action: vi.fn() },
  "-",
  { label: "Insert", items: [{ label: "Table", action: vi.fn() }, "-", { label: "Chart", action: vi.fn() }] },
];
const actionOf = (label: string): ReturnType<typeof vi.fn> => {
  const find = (entries: (ToolsMenuItem | "-")[]): ToolsMenuItem | undefined => {
    for (const entry of entries) {
      if (entry === "-") continue;
      if (entry.label === label) return entry;
      const inner = entry.items && find(entry.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(tools)!.action as unknown as ReturnType<typeof vi.fn>;
};

describe("CopilotChatInput: tools menu", () => {
  it("the + button opens a menu: Add attachments (onAddFile), a separator, the tools; submenus open with ArrowRight and run with Enter", async () => {
    const user = userEvent.setup();
    const onAddFile = vi.fn();
    render(<CopilotChatInput toolsMenu={tools} onAddFile={onAddFile} />);
    const button = await screen.findByTestId("copilot-add-menu-button");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = await screen.findByRole("menu", { name: "Tools" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Add attachments", "Search the web", "Insert"]);
    expect(within(menu).getAllByRole("separator")).toHaveLength(2);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{ArrowUp}{ArrowRight}");
    expect(items[2]!.getAttribute("aria-expanded")).toBe("true");
    const submenu = screen.getByRole("menu", { name: "Insert" });
    expect(document.activeElement?.textContent).toBe("Table");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(actionOf("Chart")).toHaveBeenCalledTimes(1);
    expect(submenu.isConnected).toBe(false);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("Escape leaves a submenu, then closes the menu; a click outside closes it; clicking an item runs it", async () => {
    const user = userEvent.setup();
    const onAddFile = vi.fn();
    render(
      <div>
        <p>outside</p>
        <CopilotChatInput toolsMenu={tools} onAddFile={onAddFile} />
      </div>,
    );
    const button = await screen.findByTestId("copilot-add-menu-button");
    await user.click(button);
    await user.click(await screen.findByRole("menuitem", { name: "Insert" }));
    expect(screen.getByRole("menu", { name: "Insert" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu", { name: "Insert" })).toBeNull();
    expect(document.activeElement?.textContent).toBe("Insert");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(screen.getByText("outside"));
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Add attachments" }));
    expect(onAddFile).toHaveBeenCalledTimes(1);
  });

  it("with only onAddFile the button runs it at once; with nothing to offer there is no + button", async () => {
    const user = userEvent.setup();
    const onAddFile = vi.fn();
    const { rerender } = render(<CopilotChatInput onAddFile={onAddFile} />);
    const button = await screen.findByRole("button", { name: "Add attachments" });
    expect(button.getAttribute("aria-haspopup")).toBeNull();
    await user.click(button);
    expect(onAddFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    rerender(<CopilotChatInput />);
    expect(screen.queryByTestId("copilot-add-menu-button")).toBeNull();
  });
});

describe("CopilotChatInput: slash commands", () => {
  it("a leading / lists the commands (submenus flattened), filters prefix first, moves with wrapping arrows and runs with Enter", async () => {
    const user = userEvent.setup();
    const onAddFile = vi.fn();
    const onSubmitMessage = vi.fn();
    render(<CopilotChatInput toolsMenu={tools} onAddFile={onAddFile} onSubmitMessage={onSubmitMessage} />);
    await user.type(textbox(), "/");
    const list = await screen.findByRole("listbox", { name: "Commands" });
    expect(list.getAttribute("data-testid")).toBe("copilot-slash-menu");
    expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual(["Add attachments", "Search the web", "Table", "Chart"]);
    expect(textbox().getAttribute("aria-controls")).toBe(list.id);
    const active = () => document.getElementById(textbox().getAttribute("aria-activedescendant")!)?.textContent;
    await waitFor(() => expect(active()).toBe("Add attachments"));
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(active()).toBe("Chart"));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(active()).toBe("Add attachments"));
    await user.type(textbox(), "ta");
    expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual(["Table", "Add attachments"]);
    await user.keyboard("{Enter}");
    expect(actionOf("Table")).toHaveBeenCalledTimes(1);
    expect(onSubmitMessage).not.toHaveBeenCalled();
    expect(textbox().value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("says when nothing matches, closes on Escape (Enter then sends the text), and needs commands to open", async () => {
    const user = userEvent.setup();
    const onSubmitMessage = vi.fn();
    const { rerender } = render(<CopilotChatInput toolsMenu={tools} onSubmitMessage={onSubmitMessage} />);
    await user.type(textbox(), "/zzz");
    expect(within(await screen.findByRole("listbox")).getByText("No commands found")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.keyboard("{Enter}");
    expect(onSubmitMessage).toHaveBeenCalledWith("/zzz");
    rerender(<CopilotChatInput onSubmitMessage={onSubmitMessage} />);
    await user.type(textbox(), "/path");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("a pointer picks a command", async () => {
    const user = userEvent.setup();
    render(<CopilotChatInput toolsMenu={tools} />);
    await user.type(textbox(), "/sea");
    await user.click(await screen.findByRole("option", { name: "Search the web" }));
    expect(actionOf("Search the web")).toHaveBeenCalled();
    expect(textbox().value).toBe("");
  });
});

describe("CopilotChatInput: layout props", () => {
  it("the slash list scrolls at 200px past five commands, as CopilotKit's", async () => {
    const user = userEvent.setup();
    const commands = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `Command ${index + 1}`, action: () => {} }));
    const { rerender } = render(<CopilotChatInput toolsMenu={commands(5)} />);
    await user.type(textbox(), "/");
    expect((await screen.findByRole("listbox")).style.maxHeight).toBe("");
    rerender(<CopilotChatInput toolsMenu={commands(6)} />);
    await waitFor(() => expect(screen.getByRole("listbox").style.maxHeight).toBe("200px"));
  });

  it("data-layout says compact for one line and expanded once the draft has a line break", async () => {
    const user = userEvent.setup();
    render(<CopilotChatInput />);
    const row = () => textbox().closest("[data-layout]");
    expect(row()?.getAttribute("data-layout")).toBe("compact");
    await user.type(textbox(), "one{Shift>}{Enter}{/Shift}two");
    await waitFor(() => expect(row()?.getAttribute("data-layout")).toBe("expanded"));
    await user.clear(textbox());
    await user.type(textbox(), "short");
    await waitFor(() => expect(row()?.getAttribute("data-layout")).toBe("compact"));
  });

  it("positioning, keyboardHeight, containerRef, showDisclaimer, className and HTML attributes go to the outer container", () => {
    const containerRef = createRef<HTMLDivElement>();
    const { rerender } = render(<CopilotChatInput positioning="absolute" keyboardHeight={240} containerRef={containerRef} className="mine" id="composer" aria-describedby="hint" />);
    const container = containerRef.current!;
    expect(container.id).toBe("composer");
    expect(container.getAttribute("aria-describedby")).toBe("hint");
    expect(container.className).toContain("wm-input-container--absolute");
    expect(container.className).toContain("mine");
    expect(container.style.transform).toBe("translateY(-240px)");
    expect(container.contains(screen.getByTestId("copilot-chat-input"))).toBe(true);
    // The disclaimer shows by default with absolute positioning, not with static.
    expect(within(container).getByText("Replies can be wrong; check what matters.")).toBeTruthy();
    rerender(<CopilotChatInput containerRef={containerRef} />);
    expect(containerRef.current!.style.transform).toBe("");
    expect(containerRef.current!.className).not.toContain("wm-input-container--absolute");
    expect(screen.queryByText("Replies can be wrong; check what matters.")).toBeNull();
    rerender(<CopilotChatInput showDisclaimer />);
    expect(screen.getByText("Replies can be wrong; check what matters.")).toBeTruthy();
    rerender(<CopilotChatInput positioning="absolute" showDisclaimer={false} />);
    expect(screen.queryByText("Replies can be wrong; check what matters.")).toBeNull();
  });
});

describe("CopilotChatInput: slots", () => {
  it("each part takes a component, a class or props, and children lays the rendered parts out", async () => {
    const user = userEvent.setup();
    const onSubmitMessage = vi.fn();
    const MySend = (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
      <button type="button" onClick={props.onClick} disabled={props.disabled}>
        Go
      </button>
    );
    const MyTextArea = (props: TextareaHTMLAttributes<HTMLTextAreaElement>) => <textarea aria-label="Mine" value={props.value} onChange={props.onChange} onKeyDown={props.onKeyDown} />;
    const { rerender } = render(
      <CopilotChatInput
        onSubmitMessage={onSubmitMessage}
        onStartTranscribe={() => {}}
        onAddFile={() => {}}
        textArea={MyTextArea}
        sendButton={MySend}
        startTranscribeButton="mic-class"
        addMenuButton={{ title: "Plus" }}
        disclaimer={{ className: "small-print" }}
        showDisclaimer
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Mine" }), "custom");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(onSubmitMessage).toHaveBeenCalledWith("custom");
    expect((await screen.findByRole("button", { name: "Start voice input" })).className).toContain("mic-class");
    expect((await screen.findByTestId("copilot-add-menu-button")).getAttribute("title")).toBe("Plus");
    expect(screen.getByText("Replies can be wrong; check what matters.").className).toContain("small-print");

    rerender(
      <CopilotChatInput onSubmitMessage={onSubmitMessage} mode="input">
        {({ textArea, sendButton, disclaimer, mode }) => (
          <section data-testid="layout" data-mode={mode}>
            {sendButton}
            {textArea}
            {disclaimer}
          </section>
        )}
      </CopilotChatInput>,
    );
    const layout = screen.getByTestId("layout");
    expect(layout.getAttribute("data-mode")).toBe("input");
    expect(layout.firstElementChild?.getAttribute("data-testid")).toBe("copilot-send-button");
    await user.type(within(layout).getByRole("textbox", { name: "Message" }), "laid out{Enter}");
    expect(onSubmitMessage).toHaveBeenLastCalledWith("laid out");
  });

  it("statics render alone: SendButton, ToolbarButton by label key, TextArea with a ref, Disclaimer", async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <div>
        <CopilotChatInput.SendButton />
        <CopilotChatInput.ToolbarButton icon={<span>i</span>} labelKey="chatInputToolbarToolsButtonLabel" defaultClassName="base" className="extra" />
        <CopilotChatInput.TextArea ref={ref} defaultValue="x" />
        <CopilotChatInput.Disclaimer />
        <CopilotChatInput.FinishTranscribeButton />
      </div>,
    );
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    expect((await screen.findByRole("button", { name: "Tools" })).className).toMatch(/base.*extra/);
    expect(ref.current?.tagName).toBe("TEXTAREA");
    expect(await screen.findByTestId("copilot-finish-transcribe-button")).toBeTruthy();
    expect(CopilotChatInput.AudioRecorder).toBeTruthy();
  });
});

describe("CopilotChatInput: voice handled by the composer (onTranscribe)", () => {
  it("records, shows processing while transcribing, and appends the text", async () => {
    installMicrophone();
    const user = userEvent.setup();
    let finish: (text: string) => void = () => {};
    const onTranscribe = vi.fn((audio: Blob) => {
      expect(audio.size).toBe(5);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    render(<CopilotChatInput onTranscribe={onTranscribe} />);
    await user.type(textbox(), "hello");
    await user.click(await screen.findByRole("button", { name: "Start voice input" }));
    await screen.findByText("Recording…");
    await user.click(await screen.findByRole("button", { name: "Finish voice input" }));
    await screen.findByRole("status", { name: "Transcribing…" });
    expect(screen.getByTestId("copilot-chat-input").getAttribute("data-mode")).toBe("processing");
    await act(async () => finish("world"));
    expect(onTranscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(textbox().value).toBe("hello world"));
    expect(screen.getByTestId("copilot-chat-input").getAttribute("data-mode")).toBe("input");
    expect(document.activeElement).toBe(textbox());
  });
});
