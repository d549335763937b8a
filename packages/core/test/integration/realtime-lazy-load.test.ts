// The realtime client is a lazy chunk (load-realtime.ts): a proxied agent told about a socket before
// that chunk is loaded must still run and stop over the socket, not fall back to HTTP. Its own file,
// so that nothing in this process has loaded the chunk when the test starts.
import type { Message } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ProxiedCopilotRuntimeAgent, fetchRuntimeInfo, immediateScheduler } from "../../src/index.js";
import { loadedRealtime } from "../../src/realtime/load-realtime.js";

let served: ServedCopilotRuntime | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const text = (message: Message | undefined): string => (typeof message?.content === "string" ? message.content : "");

describe("the realtime client, loaded on demand", () => {
  it("runs over the socket when the agent learns of it before the realtime code is loaded", async () => {
    const scripted = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["over ", "the ", "socket"] }) });
    served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: { default: scripted }, realtime: true }), basePath: "/api/copilotkit" });
    const { info } = await fetchRuntimeInfo({ runtimeUrl: served.url, transport: "rest", fetch: (url, init) => fetch(url, init) });
    const wsUrl = info.wingman?.realtime?.wsUrl;
    expect(wsUrl).toMatch(/^ws:/);

    const httpRuns: string[] = [];
    const agent = new ProxiedCopilotRuntimeAgent({
      runtimeUrl: served.url,
      agentId: "default",
      scheduler: immediateScheduler,
      realtime: { wsUrl: wsUrl! },
      webSocket: WebSocket,
      fetch: (url, init) => {
        if (String(url).includes("/agent/")) httpRuns.push(String(url));
        return fetch(url, init);
      },
    });
    agent.threadId = "lazy-realtime";
    agent.addMessage({ id: "u1", role: "user", content: "hello" });
    expect(loadedRealtime()).toBeUndefined();

    await agent.runAgent();

    expect(text(agent.messages.at(-1))).toBe("over the socket");
    expect(loadedRealtime()).toBeDefined();
    expect(httpRuns).toEqual([]);
    await agent.stopRun();
    expect(httpRuns).toEqual([]);
    agent.realtimeClient?.close();
  });
});
