// @vitest-environment jsdom
import "./setup-act.js";
import type { AssistantMessage, Message } from "@ag-ui/core";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ButtonHTMLAttributes } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CopilotChatConfigurationProvider,
  CopilotChatMessageView,
  CopilotChatSuggestionView,
  CopilotChatToggleButton,
  CopilotChatToolCallsView,
  CopilotKitProvider,
  CopilotModalHeader,
  CopilotPopup,
  HttpAgent,
  useCopilotChatConfiguration,
  type ReactToolCallRenderer,
} from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
// Views rendered alone sit in a provider with nothing to connect to, on purpose.
expectOfflineProviderWarning();

const OpenState = () => <output data-testid="open">{String(useCopilotChatConfiguration()?.isModalOpen)}</output>;

describe("CopilotKit's props and slots on the smaller parts", () => {
  it("suggestions: loadingIndexes make pills busy; the suggestion slot's props reach each pill; clicks report suggestion and index", async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(
      <CopilotChatSuggestionView
        suggestions={[{ title: "A", message: "a", isLoading: false }, { title: "B", message: "b", isLoading: false }]}
        loadingIndexes={[1]}
        suggestion={{ className: "pill" }}
        container="row"
        onSelectSuggestion={(suggestion, index) => picked.push(`${suggestion.message}:${index}`)}
      />,
    );
    const [a, b] = screen.getAllByTestId("copilot-suggestion") as HTMLButtonElement[];
    expect(screen.getByTestId("copilot-suggestions").className).toContain("row");
    expect(a!.className).toContain("pill");
    expect([a!.getAttribute("aria-busy"), b!.getAttribute("aria-busy"), b!.disabled]).toEqual([null, "true", true]);
    await user.click(a!);
    expect(picked).toEqual(["a:0"]);
  });

  it("suggestions: the children render function always gets onSelectSuggestion and loadingIndexes, even when not given", () => {
    let received: Record<string, unknown> = {};
    render(
      <CopilotChatSuggestionView suggestions={[{ title: "A", message: "a", isLoading: false }]}>
        {(parts) => {
          received = parts as unknown as Record<string, unknown>;
          return <>{parts.container}</>;
        }}
      </CopilotChatSuggestionView>,
    );
    expect(Object.keys(received)).toEqual(expect.arrayContaining(["container", "suggestion", "suggestions", "onSelectSuggestion", "loadingIndexes"]));
    expect(screen.getByTestId("copilot-suggestion").textContent).toContain("A");
  });

  it("modal header: titleContent and closeButton slots; the close button's click closes the modal", async () => {
    const user = userEvent.setup();
    function Close(props: ButtonHTMLAttributes<HTMLButtonElement>) {
      return (
        <button type="button" onClick={props.onClick}>
          Done
        </button>
      );
    }
    render(
      <CopilotChatConfigurationProvider isModalDefaultOpen>
        <CopilotModalHeader title="Help" titleContent="my-title" closeButton={Close} />
        <OpenState />
      </CopilotChatConfigurationProvider>,
    );
    expect(screen.getByTestId("copilot-header-title").className).toContain("my-title");
    expect(screen.getByTestId("copilot-header-title").textContent).toBe("Help");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByTestId("open").textContent).toBe("false");
  });

  it("toggle button: openIcon/closeIcon slots and button attributes; an onClick that prevents default keeps it as it is", async () => {
    const user = userEvent.setup();
    let prevent = false;
    render(
      <CopilotChatConfigurationProvider isModalDefaultOpen={false}>
        <CopilotChatToggleButton openIcon={{ className: "open-icon" }} closeIcon="close-icon" title="Chat" onClick={(event) => prevent && event.preventDefault()} />
        <OpenState />
      </CopilotChatConfigurationProvider>,
    );
    const toggle = screen.getByTestId("copilot-chat-toggle");
    expect(toggle.getAttribute("title")).toBe("Chat");
    expect(toggle.querySelector("svg")!.getAttribute("class")).toBe("lucide lucide-message-circle open-icon");
    await user.click(toggle);
    expect(screen.getByTestId("open").textContent).toBe("true");
    expect(toggle.querySelector("svg")!.getAttribute("class")).toBe("lucide lucide-x close-icon");
    prevent = true;
    await user.click(toggle);
    expect(screen.getByTestId("open").textContent).toBe("true");
  });

  it("tool calls view finds results in `messages` (CopilotKit's prop)", () => {
    const renderers: ReactToolCallRenderer[] = [{ name: "lookup", render: ({ status, result }) => <p data-testid="tool">{`${status}:${result ?? ""}`}</p> }];
    const call: AssistantMessage = { id: "a1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "lookup", arguments: "{}" } }] };
    const messages: Message[] = [call, { id: "t1", role: "tool", toolCallId: "c1", content: "42" }];
    render(
      <CopilotKitProvider renderToolCalls={renderers}>
        <CopilotChatToolCallsView message={call} messages={messages} />
      </CopilotKitProvider>,
    );
    expect(screen.getByTestId("tool").textContent).toBe("complete:42");
  });

  it("message view: children lays out the rendered rows", () => {
    const messages: Message[] = [{ id: "u1", role: "user", content: "Hi" }];
    render(
      <CopilotKitProvider>
        <CopilotChatMessageView messages={messages} isRunning>
          {({ messageElements, isRunning }) => <section data-testid="layout" data-running={String(isRunning)}>{messageElements}</section>}
        </CopilotChatMessageView>
      </CopilotKitProvider>,
    );
    expect(screen.getByTestId("layout").getAttribute("data-running")).toBe("true");
    expect(screen.getByTestId("layout").textContent).toContain("Hi");
  });

  it("CopilotPopup takes its header slot as `header`", () => {
    render(
      <CopilotKitProvider agents__unsafe_dev_only={{ default: new HttpAgent({ url: "http://127.0.0.1:9/unused" }) }}>
        <CopilotPopup defaultOpen header={{ title: "Helpdesk" }} />
      </CopilotKitProvider>,
    );
    expect(screen.getByTestId("copilot-header-title").textContent).toBe("Helpdesk");
  });
});
