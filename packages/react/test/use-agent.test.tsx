// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, render, renderHook, waitFor } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotKitProvider, ProxiedCopilotRuntimeAgent, useAgent, UseAgentUpdate, useCopilotKit } from "../src/index.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const wrapper = ({ children }: { children: ReactNode }) => <CopilotKitProvider runtimeUrl={runtime.url}>{children}</CopilotKitProvider>;

describe("useAgent", () => {
  it("returns a provisional agent until the runtime answers, then the registered one", async () => {
    const { result } = renderHook(() => useAgent(), { wrapper });
    const provisional = result.current.agent;
    expect(result.current.isReady).toBe(false);
    expect(provisional).toBeInstanceOf(ProxiedCopilotRuntimeAgent);
    expect((provisional as ProxiedCopilotRuntimeAgent).runtimeMode).toBe("pending");
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.agent).not.toBe(provisional);
    expect(result.current.agent.agentId).toBe("default");
  });

  it("keeps one provisional agent across re-renders", async () => {
    const { result, rerender } = renderHook(() => useAgent({ agentId: "slow" }), { wrapper });
    const first = result.current.agent;
    rerender();
    expect(result.current.isReady ? true : result.current.agent === first).toBe(true);
    await waitFor(() => expect(result.current.isReady).toBe(true));
  });

  it("re-renders only for the requested kinds of change", async () => {
    let renders = { all: 0, none: 0, state: 0 };
    function Probe({ updates, name }: { updates?: UseAgentUpdate[]; name: keyof typeof renders }) {
      useAgent(updates ? { updates } : {});
      renders[name]++;
      return null;
    }
    let core!: ReturnType<typeof useCopilotKit>["copilotkit"];
    function Grab() {
      core = useCopilotKit().copilotkit;
      return null;
    }
    render(
      <CopilotKitProvider runtimeUrl={runtime.url}>
        <Grab />
        <Probe name="all" />
        <Probe name="none" updates={[]} />
        <Probe name="state" updates={[UseAgentUpdate.OnStateChanged]} />
      </CopilotKitProvider>,
    );
    await waitFor(() => expect(core.getAgent("default")).toBeDefined());
    const agent = core.getAgent("default")!;
    await waitFor(() => expect(renders.all).toBeGreaterThan(0));
    renders = { all: 0, none: 0, state: 0 };
    agent.addMessage({ id: "u1", role: "user", content: "hello" });
    await act(() => core.runAgent({ agent }));
    await waitFor(() => expect(renders.all).toBeGreaterThan(0));
    expect(renders.none).toBe(0);
    expect(renders.state).toBe(0);
    renders = { all: 0, none: 0, state: 0 };
    await act(async () => agent.setState({ count: 1 }));
    await waitFor(() => expect(renders.state).toBe(1));
    expect(renders.none).toBe(0);
  });

  it("writes the thread id to the agent", async () => {
    const { result } = renderHook(() => useAgent({ threadId: "thread-from-hook" }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    await waitFor(() => expect(result.current.agent.threadId).toBe("thread-from-hook"));
  });

  it("routes local agent ids to one runtime agent, each with its own thread", async () => {
    let core!: ReturnType<typeof useCopilotKit>["copilotkit"];
    const { result } = renderHook(
      () => {
        core = useCopilotKit().copilotkit;
        return [
          useAgent({ agentId: "chat-1", runtimeAgentId: "default", threadId: "thread-chat-1" }),
          useAgent({ agentId: "chat-2", runtimeAgentId: "default", threadId: "thread-chat-2" }),
        ] as const;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((entry) => entry.isReady)).toBe(true));
    const [one, two] = result.current.map((entry) => entry.agent);
    expect([one!.agentId, two!.agentId, one!.threadId, two!.threadId]).toEqual(["chat-1", "chat-2", "thread-chat-1", "thread-chat-2"]);
    one!.addMessage({ id: "a", role: "user", content: "first chat" });
    two!.addMessage({ id: "b", role: "user", content: "second chat" });
    await act(() => Promise.all([core.runAgent({ agent: one! }), core.runAgent({ agent: two! })]).then(() => undefined));
    expect(one!.messages.at(-1)?.content).toBe("You said: first chat");
    expect(two!.messages.at(-1)?.content).toBe("You said: second chat");
    const threads = runtime.agents.default.inputs.slice(-2).map((input) => input.threadId).sort();
    expect(threads).toEqual(["thread-chat-1", "thread-chat-2"]);
  });

  it("throws for an agent the connected runtime does not have", async () => {
    const errors: Error[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: Error) {
        errors.push(error);
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    function Probe() {
      useAgent({ agentId: "nope" });
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <CopilotKitProvider runtimeUrl={runtime.url}>
          <Boundary>
            <Probe />
          </Boundary>
        </CopilotKitProvider>,
      );
      await waitFor(() => expect(errors.length).toBeGreaterThan(0));
    } finally {
      console.error = quiet;
    }
    expect(errors[0]!.message).toMatch(/Agent 'nope' not found. Known agents: .*default/);
  });
});
