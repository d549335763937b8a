// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { numberedDeltas } from "@wingman/runtime/testing";
import { CopilotChat } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const composer = () => screen.getByRole("textbox", { name: "Message" });

describe("CopilotChat against a real runtime", () => {
  it("sends with Enter, streams the reply as markdown and announces it", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat />);
    expect(screen.getByRole("heading", { name: "How can I help you today?" })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "hi there");
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false));
    await user.keyboard("{Enter}");
    await screen.findByText("You said: hi there");
    expect((composer() as HTMLTextAreaElement).value).toBe("");
    expect(document.activeElement).toBe(composer());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Assistant replied: You said: hi there"));
    const user1 = document.querySelector('[data-role="user"]')!;
    expect(user1.textContent).toContain("hi there");
  });

  it("announces a streamed reply once it is finished, not token by token", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat agentId="slow" />);
    const region = screen.getByRole("status");
    const announced: string[] = [];
    const observer = new MutationObserver(() => {
      const text = region.textContent ?? "";
      if (announced.at(-1) !== text) announced.push(text);
    });
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "go{Enter}");
    // The slow agent streams 200 deltas, 20 ms apart; every change of the region was recorded.
    const reply = numberedDeltas(200).join("");
    await waitFor(() => expect(region.textContent).toBe(`Assistant replied: ${reply}`), { timeout: 30_000 });
    observer.disconnect();
    expect(announced).toEqual([`Assistant replied: ${reply}`]);
  });

  it("works in StrictMode: one run per message, one reply", async () => {
    const user = userEvent.setup();
    const before = runtime.agents.default.inputs.length;
    renderWithRuntime(
      runtime.url,
      <StrictMode>
        <CopilotChat />
      </StrictMode>,
    );
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "strict{Enter}");
    await screen.findByText("You said: strict");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());
    expect(screen.getAllByText("You said: strict")).toHaveLength(1);
    expect(runtime.agents.default.inputs.length - before).toBe(1);
  });

  it("Shift+Enter inserts a new line instead of sending", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat />);
    await user.type(composer(), "line one{Shift>}{Enter}{/Shift}line two");
    expect((composer() as HTMLTextAreaElement).value).toBe("line one\nline two");
    expect(document.querySelector('[data-role="user"]')).toBeNull();
  });

  it("renders markdown safely: headings, code blocks with copy, no javascript: links, raw HTML as text", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "markdown{Enter}");
    const heading = await screen.findByRole("heading", { name: "Title" });
    const message = heading.closest('[data-role="assistant"]') as HTMLElement;
    expect(within(message).getByText("bold").tagName).toBe("STRONG");
    expect(within(message).getByRole("link", { name: "link" }).getAttribute("href")).toBe("https://example.com");
    expect(within(message).queryByRole("link", { name: "bad" })).toBeNull();
    expect(message.querySelector("img")).toBeNull();
    expect(message.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(message.querySelector("pre code")!.textContent).toBe("const x = 1;");
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(message).getByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith("const x = 1;");
    await within(message).findByRole("button", { name: "Copied" });
  });

  it("shows Stop while running and stops the run", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat agentId="slow" />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "count{Enter}");
    const stop = await screen.findByRole("button", { name: "Stop generating" });
    await waitFor(() => expect(document.querySelector('[data-role="assistant"]')).not.toBeNull());
    await user.click(stop);
    await screen.findByRole("button", { name: "Send message" });
    const text = document.querySelector('[data-role="assistant"]')!.textContent!;
    expect(text).not.toContain("199 ");
  });

  it("shows a run error once, inline with Retry (no banner repeats it), and Retry runs again", async () => {
    runtime.setFlaky(true);
    const user = userEvent.setup();
    const onError = vi.fn();
    renderWithRuntime(runtime.url, <CopilotChat agentId="flaky" onError={onError} />, { onError: () => {} });
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(composer(), "please{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("temporary outage");
    expect(alert.getAttribute("data-testid")).toBe("copilot-message-error");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "agent_run_error_event" }));
    // The run is over (Send is back): only now would a banner copy have appeared.
    await screen.findByRole("button", { name: "Send message" });
    expect(screen.getAllByRole("alert")).toEqual([alert]);
    expect(document.querySelector(".wm-error")).toBeNull();
    runtime.setFlaky(false);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByText("Recovered");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.querySelectorAll('[data-role="user"]')).toHaveLength(1);
  });

  it("shows a failed connection with Retry that reconnects", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchImpl = (url: string, init: RequestInit) => (fail ? Promise.reject(new TypeError("network down")) : fetch(url, init));
    renderWithRuntime(runtime.url, <CopilotChat />, { fetch: fetchImpl, onError: () => {} });
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-error-code")).toBe("runtime_info_fetch_failed");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await user.type(composer(), "back{Enter}");
    await screen.findByText("You said: back");
  });

  it("uses every label given, replaces parts through slots", async () => {
    const user = userEvent.setup();
    function Bubble({ content }: { content: string }) {
      return <p data-testid="custom-bubble">{content.toUpperCase()}</p>;
    }
    renderWithRuntime(
      runtime.url,
      <CopilotChat
        labels={{ chatInputPlaceholder: "Frage stellen", sendButtonLabel: "Senden", chatInputLabel: "Nachricht", welcomeMessageText: "Willkommen" }}
        messageView={{ userMessage: { messageRenderer: Bubble }, className: "my-list" }}
        input="my-input"
      />,
    );
    expect(screen.getByRole("heading", { name: "Willkommen" })).toBeTruthy();
    const box = screen.getByRole("textbox", { name: "Nachricht" });
    expect(box.getAttribute("placeholder")).toBe("Frage stellen");
    // A class slot lands on the composer's outer container, as CopilotKit's.
    expect(document.querySelector(".wm-input-container.my-input")?.contains(box)).toBe(true);
    await waitFor(() => expect((screen.getByRole("button", { name: "Senden" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(box, "slot{Enter}");
    expect((await screen.findByTestId("custom-bubble")).textContent).toBe("SLOT");
    expect(document.querySelector(".wm-message-view.my-list")).not.toBeNull();
  });

  it("sends suggestions as messages", async () => {
    const user = userEvent.setup();
    const { useConfigureSuggestions } = await import("../src/index.js");
    function WithSuggestions() {
      useConfigureSuggestions({ suggestions: [{ title: "Say hi", message: "hi from suggestion" }], available: "always" });
      return <CopilotChat />;
    }
    renderWithRuntime(runtime.url, <WithSuggestions />);
    const pill = await screen.findByRole("button", { name: "Say hi" });
    await user.click(pill);
    await screen.findByText("You said: hi from suggestion");
  });

  it("sends attachments as AG-UI multimodal user content", async () => {
    const user = userEvent.setup();
    const failures: string[] = [];
    renderWithRuntime(runtime.url, <CopilotChat attachments={{ enabled: true, accept: "image/*", onUploadFailed: ({ reason }) => void failures.push(reason) }} />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    // The attachments support loads with the first composer that takes attachments.
    const addButton = await screen.findByRole("button", { name: "Add attachments" });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const image = new File([new Uint8Array([137, 80, 78, 71])], "dot.png", { type: "image/png" });
    const pdf = new File(["%PDF"], "doc.pdf", { type: "application/pdf" });
    await user.upload(input, [image]);
    await user.click(addButton);
    fireChange(input, [pdf]);
    await waitFor(() => expect(failures).toEqual(["invalid-type"]));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove attachment: dot.png" })).toBeTruthy());
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false));
    await user.type(composer(), "look{Enter}");
    await screen.findByText("You said: look[image]");
    const sent = runtime.agents.default.inputs.at(-1)!.messages.at(-1)!;
    expect(sent.content).toEqual([
      { type: "text", text: "look" },
      { type: "image", source: { type: "data", value: "iVBORw==", mimeType: "image/png" }, metadata: { filename: "dot.png" } },
    ]);
    expect(screen.getByRole("img", { name: "dot.png" }).getAttribute("src")).toBe("data:image/png;base64,iVBORw==");
  });
});

function fireChange(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}
