import { HttpAgent } from "@ag-ui/client";
import { CopilotRuntime, InMemoryAgentRunner } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotKitCore, ProxiedCopilotRuntimeAgent, immediateScheduler } from "../../src/index.js";

// Two behaviours CopilotKit 1.54.1 publishes and apps rely on without saying so: aborting an agent
// that is not running is silent, and an agent whose agentId is "" registers under its key.

let served: ServedCopilotRuntime;

beforeAll(async () => {
  const agent = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["done"] }) });
  served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: { default: agent }, runner: new InMemoryAgentRunner() }), basePath: "/api/copilotkit", handleSignals: false });
});

afterAll(async () => {
  await served?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function runtimeAgent(): ProxiedCopilotRuntimeAgent {
  return new ProxiedCopilotRuntimeAgent({ runtimeUrl: `${served.url}`, agentId: "default", scheduler: immediateScheduler });
}

describe("an idle abortRun()", () => {
  it("on a thread the runtime never saw: the stop request finds nothing to stop, and nothing is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const agent = runtimeAgent();
    expect(await agent.stopRun()).toBe(false);
    // abortRun is fire and forget: catch the stop it starts, and wait until it (and its logging) settled.
    const stops: Promise<boolean>[] = [];
    const stopRun = agent.stopRun.bind(agent);
    agent.stopRun = () => {
      const stop = stopRun();
      stops.push(stop);
      return stop;
    };
    agent.abortRun();
    expect(stops).toHaveLength(1);
    expect(await Promise.allSettled(stops)).toEqual([{ status: "fulfilled", value: false }]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(agent.isRunning).toBe(false);
  });

  it("after a finished run: nothing to stop, the messages stay, and the agent runs again", async () => {
    const agent = runtimeAgent();
    agent.addMessage({ id: "u1", role: "user", content: "hi" });
    await agent.runAgent();
    expect(await agent.stopRun()).toBe(false);
    expect(agent.messages.map((message) => message.content)).toEqual(["hi", "done"]);
    agent.addMessage({ id: "u2", role: "user", content: "again" });
    await agent.runAgent();
    expect(agent.messages.map((message) => message.content)).toEqual(["hi", "done", "again", "done"]);
  });

  it("with the transport known, the stop request has left when abortRun() returns (as CopilotKit's)", async () => {
    const requests: string[] = [];
    const agent = new ProxiedCopilotRuntimeAgent({
      runtimeUrl: served.url,
      agentId: "default",
      transport: "rest",
      scheduler: immediateScheduler,
      fetch: (url, init) => {
        requests.push(`${init?.method ?? "GET"} ${new URL(String(url)).pathname} ${new Headers(init?.headers).get("content-type")}`);
        return fetch(url, init);
      },
    });
    agent.threadId = "idle-thread";
    agent.abortRun();
    expect(requests).toEqual(["POST /api/copilotkit/agent/default/stop/idle-thread application/json"]);
    // and it settles quietly: the runtime had nothing to stop
    await expect(agent.stopRun()).resolves.toBe(false);
  });

  it("still reports a stop the runtime refuses for another reason (an unknown agent)", async () => {
    const agent = new ProxiedCopilotRuntimeAgent({ runtimeUrl: served.url, agentId: "nobody", scheduler: immediateScheduler });
    await expect(agent.stopRun()).rejects.toThrow(/404/);
  });
});

describe("an agentId of \"\"", () => {
  it("counts as unset: the agent is registered under its key and takes it as its id", () => {
    const fromConstructor = new HttpAgent({ url: "http://agent.test", agentId: "" });
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { first: fromConstructor } });
    expect(fromConstructor.agentId).toBe("first");
    expect(core.getAgent("first")).toBe(fromConstructor);

    const added = new HttpAgent({ url: "http://agent.test", agentId: "" });
    core.addAgent__unsafe_dev_only({ id: "second", agent: added });
    expect(added.agentId).toBe("second");
    expect(core.getAgent("second")).toBe(added);
  });

  it("a non-empty id that differs from the key is still refused", () => {
    const core = new CopilotKitCore({});
    expect(() => core.addAgent__unsafe_dev_only({ id: "second", agent: new HttpAgent({ url: "http://agent.test", agentId: "other" }) })).toThrow(/second/);
  });
});
