import type { Message } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";
import { eventually } from "@wingman/test-support/wait";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { CopilotKitCore, immediateScheduler, type ProxiedCopilotRuntimeAgent } from "../../src/index.js";

const deltas = numberedDeltas(400);
const text = (message: Message | undefined): string => (typeof message?.content === "string" ? message.content : "");
const plan = { title: "Team offsite in Lisbon", budget: 1200, checklist: ["Book the venue"] };

let served: ServedCopilotRuntime | undefined;
const cores: CopilotKitCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) core.dispose();
  await served?.close();
  served = undefined;
});

async function openTab(realtime: boolean): Promise<{ core: CopilotKitCore; agent: ProxiedCopilotRuntimeAgent }> {
  const core = new CopilotKitCore({ runtimeUrl: served!.url, scheduler: immediateScheduler, ...(realtime && { webSocket: WebSocket }) });
  cores.push(core);
  await core.connect();
  return { core, agent: core.getAgent("default") as ProxiedCopilotRuntimeAgent };
}

describe.each([{ realtime: true }, { realtime: false }])("a tab that opens a thread mid-run (realtime: $realtime)", ({ realtime }) => {
  it("has the run's shared state at once, not only when the run ends", async () => {
    // The agent never touches the state: the state is what the run was started with.
    const paced = new ScriptedAgent({ agentId: "default", delayMs: 8, script: (input) => textRunEvents({ ...input, deltas }) });
    served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: { default: paced }, realtime }), basePath: "/api/copilotkit" });
    const tabA = await openTab(realtime);
    const tabB = await openTab(realtime);
    tabA.agent.threadId = "join-mid-run";
    tabB.agent.threadId = "join-mid-run";
    tabA.agent.setState(plan);
    tabA.agent.addMessage({ id: "u1", role: "user", content: "plan the offsite" });
    const running = tabA.core.runAgent({ agent: tabA.agent });
    await eventually(() => text(tabA.agent.messages.at(-1)).length > 0);

    let stateWhileRunning: unknown;
    tabB.agent.subscribe({
      onTextMessageContentEvent: ({ state }) => {
        stateWhileRunning ??= structuredClone(state);
      },
    });
    const joined = tabB.core.connectAgent({ agent: tabB.agent });
    await eventually(() => stateWhileRunning !== undefined);
    expect(tabA.agent.isRunning).toBe(true);
    expect(stateWhileRunning).toEqual(plan);
    expect(tabB.agent.state).toEqual(plan);
    await Promise.all([running, joined]);
    expect(tabB.agent.state).toEqual(plan);
  });
});
