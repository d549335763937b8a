// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, renderHook, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, CopilotKitProvider, useAgentContext, useConfigureSuggestions, useInterrupt, useSuggestions } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

describe("useSuggestions / useConfigureSuggestions", () => {
  it("generates dynamic suggestions through the provider agent as they stream in", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <CopilotKitProvider runtimeUrl={runtime.url}>{children}</CopilotKitProvider>;
    const loading: boolean[] = [];
    const { result } = renderHook(
      () => {
        useConfigureSuggestions({ instructions: "Suggest next steps", providerAgentId: "suggester", available: "always", maxSuggestions: 2 });
        const state = useSuggestions({ agentId: "default" });
        loading.push(state.isLoading);
        return state;
      },
      { wrapper },
    );
    // Generous bounds: under load the suggestion run streams slowly (testing-library's default is 1 s).
    await waitFor(() => expect(result.current.suggestions.map((suggestion) => suggestion.title)).toEqual(["Weather", "Greet"]), { timeout: 20_000 });
    await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 20_000 });
    expect(loading).toContain(true);
    expect(result.current.suggestions.every((suggestion) => !suggestion.isLoading)).toBe(true);
    // Clearing updates the hook's state at once: inside act(), as a user action would be.
    act(() => result.current.clearSuggestions());
    await waitFor(() => expect(result.current.suggestions).toEqual([]));
  });

  it("shows static suggestions before the first message only", async () => {
    const user = userEvent.setup();
    function App() {
      useConfigureSuggestions({ suggestions: [{ title: "Start here", message: "hello" }] });
      return <CopilotChat />;
    }
    renderWithRuntime(runtime.url, <App />);
    await user.click(await screen.findByRole("button", { name: "Start here" }));
    await screen.findByText("You said: hello");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Start here" })).toBeNull());
  });
});

describe("useAgentContext", () => {
  it("sends the current context with the run, and stops sending it after unmount", async () => {
    const user = userEvent.setup();
    function Context({ cart }: { cart: string[] }) {
      useAgentContext({ description: "cart", value: { items: cart } });
      return null;
    }
    function App() {
      const [cart, setCart] = useState(["apple"]);
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <Context cart={cart} />}
          <button onClick={() => setCart(["apple", "pear"])}>Add pear</button>
          <button onClick={() => setShown(false)}>Hide context</button>
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await user.click(screen.getByRole("button", { name: "Add pear" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "context{Enter}");
    await screen.findByText("You said: context");
    expect(runtime.agents.default.inputs.at(-1)!.context).toEqual([{ description: "cart", value: '{"items":["apple","pear"]}' }]);
    await user.click(screen.getByRole("button", { name: "Hide context" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "again{Enter}");
    await screen.findByText("You said: again");
    expect(runtime.agents.default.inputs.at(-1)!.context).toEqual([]);
  });
});

describe("useInterrupt", () => {
  it("renders the open interrupt in the chat and resumes the run with the answer", async () => {
    const user = userEvent.setup();
    function App() {
      // Rendered inside CopilotChat by default (renderInChat): the hook returns nothing to place.
      useInterrupt({
        render: ({ interrupt, resolve, cancel }) => (
          <div role="group" aria-label="Interrupt">
            <p>{interrupt.message}</p>
            <button onClick={() => resolve({ approved: true })}>Approve</button>
            <button onClick={() => cancel()}>Cancel</button>
          </div>
        ),
      });
      return <CopilotChat />;
    }
    renderWithRuntime(runtime.url, <App />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "interrupt{Enter}");
    await screen.findByText("Proceed?");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await screen.findByText('resumed [["resolved",{"approved":true}]]');
    expect(screen.queryByText("Proceed?")).toBeNull();
    expect(runtime.agents.default.inputs.at(-1)!.resume).toEqual([{ interruptId: "int-1", status: "resolved", payload: { approved: true } }]);
  });

  it("handles CopilotKit's legacy on_interrupt event: { name, value } in render, resolve runs the agent with forwardedProps.command", async () => {
    const user = userEvent.setup();
    function App() {
      useInterrupt({
        render: ({ event, resolve }) => (
          <div role="group" aria-label="Interrupt">
            <p>
              {event.name}: {(event.value as { question: string }).question}
            </p>
            <button onClick={() => resolve({ approved: true })}>Approve</button>
          </div>
        ),
      });
      return <CopilotChat />;
    }
    renderWithRuntime(runtime.url, <App />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "legacy interrupt{Enter}");
    await screen.findByText("on_interrupt: Delete the file?");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await screen.findByText('legacy resumed {"resume":{"approved":true},"interruptEvent":{"question":"Delete the file?"}}');
    expect(screen.queryByRole("group", { name: "Interrupt" })).toBeNull();
    expect(runtime.agents.default.inputs.at(-1)!.forwardedProps).toMatchObject({ command: { resume: { approved: true }, interruptEvent: { question: "Delete the file?" } } });
  });

  it("shows the element inside CopilotChat by default (renderInChat), with CopilotKit's event { name, value } and the handler's result", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    function Interrupts() {
      const returned = useInterrupt({
        enabled: (event) => {
          seen.push({ name: event.name, value: event.value });
          return true;
        },
        handler: ({ event }) => `handled ${event.id}`,
        render: ({ event, result, resolve }) => (
          <div role="group" aria-label="Interrupt">
            <p>
              {event.name}: {String(event.value)} · {result ?? "pending"}
            </p>
            <button onClick={() => resolve("yes")}>Answer</button>
          </div>
        ),
      });
      return <p>returned {returned === undefined ? "nothing" : "an element"}</p>;
    }
    renderWithRuntime(
      runtime.url,
      <>
        <Interrupts />
        <CopilotChat />
      </>,
    );
    await screen.findByText("returned nothing");
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "interrupt{Enter}");
    const group = await screen.findByRole("group", { name: "Interrupt" });
    // Inside the chat's log, not beside the hook's component.
    expect(group.closest(".wm-chat")).not.toBeNull();
    await screen.findByText("confirmation: Proceed? · handled int-1");
    expect(seen).toContainEqual({ name: "confirmation", value: "Proceed?" });
    await user.click(screen.getByRole("button", { name: "Answer" }));
    await screen.findByText('resumed [["resolved","yes"]]');
    expect(screen.queryByRole("group", { name: "Interrupt" })).toBeNull();
  });

  it("returns the element with renderInChat: false and the chat does not show it", async () => {
    const user = userEvent.setup();
    function App() {
      const element = useInterrupt({
        renderInChat: false,
        render: ({ interrupt, cancel }) => (
          <div role="group" aria-label="Own interrupt">
            <p>{interrupt.message}</p>
            <button onClick={() => cancel()}>Dismiss</button>
          </div>
        ),
      });
      return (
        <>
          <aside aria-label="Side panel">{element}</aside>
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "interrupt{Enter}");
    const group = await screen.findByRole("group", { name: "Own interrupt" });
    expect(group.closest("aside")).not.toBeNull();
    expect(group.closest(".wm-chat")).toBeNull();
    expect(screen.getAllByText("Proceed?")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    await screen.findByText('resumed [["cancelled",null]]');
  });
});
