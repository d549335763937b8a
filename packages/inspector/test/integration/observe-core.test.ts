import { CopilotKitCore, immediateScheduler } from "@wingman/core";
import type { ServedCopilotRuntime } from "@wingman/runtime/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InspectorStore, observeCore } from "../../src/index.js";
import { startInspectorRuntime } from "../fixtures/inspector-runtime.js";

let served: ServedCopilotRuntime;
beforeAll(async () => {
  served = await startInspectorRuntime();
});
afterAll(() => served.close());

async function observed() {
  const requests: string[] = [];
  const core = new CopilotKitCore({
    runtimeUrl: served.url,
    scheduler: immediateScheduler,
    fetch: (url, init) => {
      requests.push(url);
      return fetch(url, init);
    },
    tools: [
      {
        name: "getWeather",
        description: "Weather of a city",
        parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
        handler: async ({ city }) => `sunny in ${String(city)}`,
      },
    ],
  });
  const store = new InspectorStore({ scheduler: (callback) => (callback(), () => {}) });
  const observation = observeCore(core, store);
  await core.connect();
  const agent = core.getAgent("default")!;
  agent.threadId = crypto.randomUUID();
  const say = async (content: string) => {
    agent.addMessage({ id: crypto.randomUUID(), role: "user", content });
    await core.runAgent({ agent });
  };
  return { core, store, observation, agent, say, requests };
}

describe("observeCore against a real runtime", () => {
  it("shows the connection, the agents and the tools", async () => {
    const { store, observation } = await observed();
    expect(store.runtime).toMatchObject({ url: served.url, status: "connected", transport: "rest" });
    expect(store.runtime.version).toEqual(expect.any(String));
    expect(store.agents.map((agent) => [agent.agentId, agent.source])).toEqual([["default", "runtime"]]);
    expect(store.tools).toMatchObject([{ name: "getWeather", enabled: true, hasHandler: true, schema: { properties: { city: { type: "string" } } } }]);
    observation.dispose();
  });

  it("records a run's events with their state changes, and summarises the run", async () => {
    const { store, agent, say, observation } = await observed();
    await say("hello");
    const events = store.events("default", agent.threadId);
    expect(events.map((event) => event.type)).toEqual([
      "RUN_STARTED",
      "STATE_SNAPSHOT",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT",
      "STATE_DELTA",
      "TEXT_MESSAGE_CONTENT",
      "TEXT_MESSAGE_CONTENT",
      "STATE_DELTA",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    expect(events.filter((event) => event.type === "STATE_DELTA").map((event) => event.stateChanges)).toEqual([
      [{ op: "replace", path: "/count", before: 0, after: 1 }],
      [{ op: "add", path: "/items/0", before: undefined, after: "apple" }],
    ]);
    const [run] = store.runs({ agentId: "default", threadId: agent.threadId });
    expect(run).toMatchObject({ status: "finished", eventCount: 10, usage: { inputTokens: 12, outputTokens: 3, totalTokens: 15 } });
    expect(run!.timeToFirstTokenMs).toBeGreaterThan(0);
    expect(run!.durationMs).toBeGreaterThanOrEqual(run!.timeToFirstTokenMs!);
    const thread = store.thread("default", agent.threadId)!;
    expect(thread.state).toEqual({ count: 1, items: ["apple"] });
    expect(thread.messages.map((message) => (message as { role: string }).role)).toEqual(["user", "assistant"]);
    expect(thread.isRunning).toBe(false);
    observation.dispose();
  });

  it("times frontend tool executions and records errors with their codes", async () => {
    const { store, say, observation } = await observed();
    await say("weather");
    expect(store.toolExecutions).toMatchObject([{ toolName: "getWeather", args: { city: "Paris" }, status: "done", result: "sunny in Paris" }]);
    expect(store.toolExecutions[0]!.durationMs).toBeGreaterThanOrEqual(0);
    await say("fail");
    expect(store.errors.map((error) => error.code)).toContain("agent_run_error_event");
    expect(store.errors.find((error) => error.code === "agent_run_error_event")!.message).toMatch(/the agent failed/);
    observation.dispose();
  });

  it("follows context changes, and stops observing on dispose", async () => {
    const { core, store, agent, say, observation } = await observed();
    const id = core.addContext({ description: "user", value: '{"name":"Ada"}' });
    expect(store.context).toEqual([{ id, description: "user", value: '{"name":"Ada"}' }]);
    observation.dispose();
    await say("hello");
    core.removeContext(id);
    expect(store.events("default", agent.threadId)).toEqual([]);
    expect(store.context).toHaveLength(1);
  });

  it("makes no request of its own: only the core's injected fetch is used", async () => {
    const globalFetch = globalThis.fetch;
    const stray: string[] = [];
    const { requests, say, observation } = await observed();
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      stray.push(String(input));
      return globalFetch(input, init);
    }) as typeof fetch;
    try {
      await say("hello");
      await say("weather");
    } finally {
      globalThis.fetch = globalFetch;
      observation.dispose();
    }
    // The recording fetch forwards to the global one: each core request appears once in each list.
    expect(stray).toEqual(requests.slice(1));
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      "/api/copilotkit/info",
      "/api/copilotkit/agent/default/run",
      "/api/copilotkit/agent/default/run",
      "/api/copilotkit/agent/default/run",
    ]);
  });
});
