// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, renderHook, screen, waitFor } from "@testing-library/react";
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
    await waitFor(() => expect(result.current.suggestions.map((suggestion) => suggestion.title)).toEqual(["Weather", "Greet"]));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(loading).toContain(true);
    expect(result.current.suggestions.every((suggestion) => !suggestion.isLoading)).toBe(true);
    result.current.clearSuggestions();
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
      const element = useInterrupt({
        render: ({ interrupt, resolve, cancel }) => (
          <div role="group" aria-label="Interrupt">
            <p>{interrupt.message}</p>
            <button onClick={() => resolve({ approved: true })}>Approve</button>
            <button onClick={() => cancel()}>Cancel</button>
          </div>
        ),
      });
      return <CopilotChat footer={element} />;
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
});
