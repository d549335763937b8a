import type { Message } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { Redis } from "ioredis";
import { eventually } from "@wingman/test-support/wait";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  CopilotKitCore,
  fetchRuntimeInfo,
  immediateScheduler,
  type ProxiedCopilotRuntimeAgent,
} from "../../src/index.js";
import { RealtimeClient, type RealtimeServerFrame } from "../../src/realtime/index.js";

// Two runtime instances share one Redis (127.0.0.1:6379, a key prefix of their own), as behind a
// load balancer; a "tab" (a CopilotKitCore) talks to one of them over its realtime socket.
const url = "redis://127.0.0.1:6379";
const keyPrefix = `wingman-test-realtime-${crypto.randomUUID()}:`;
const deltas = numberedDeltas(40);
const fullText = deltas.join("");
const text = (message: Message | undefined): string => (typeof message?.content === "string" ? message.content : "");

const instances: Array<{ served: ServedCopilotRuntime; runner: RedisAgentRunner }> = [];
const cores: CopilotKitCore[] = [];

afterEach(async () => {
  for (const core of cores.splice(0)) core.dispose();
  for (const { served, runner } of instances.splice(0)) {
    await served.close();
    await runner.close();
  }
});

afterAll(async () => {
  const client = new Redis(url);
  const keys = await client.keys(`${keyPrefix}*`);
  if (keys.length > 0) await client.del(...keys);
  await client.quit();
});

async function startInstance(): Promise<ServedCopilotRuntime> {
  const runner = new RedisAgentRunner({ url, keyPrefix });
  const agent = new ScriptedAgent({ agentId: "default", delayMs: 10, script: (input) => textRunEvents({ ...input, deltas }) });
  // Runs started on the other instance are learnt through the runner's watchThreads (Redis pub/sub).
  const runtime = new CopilotRuntime({ agents: { default: agent }, runner, realtime: true });
  const served = await serveCopilotRuntime({ runtime, basePath: "/api/copilotkit" });
  instances.push({ served, runner });
  return served;
}

async function openTab(served: ServedCopilotRuntime, threadId: string): Promise<{ core: CopilotKitCore; agent: ProxiedCopilotRuntimeAgent }> {
  const core = new CopilotKitCore({ runtimeUrl: served.url, scheduler: immediateScheduler, webSocket: WebSocket });
  cores.push(core);
  await core.connect();
  const agent = core.getAgent("default") as ProxiedCopilotRuntimeAgent;
  agent.threadId = threadId;
  return { core, agent };
}

describe("realtime across runtime instances on one Redis", () => {
  it("shows a run started on instance A live to a tab on instance B", async () => {
    const [instanceA, instanceB] = await Promise.all([startInstance(), startInstance()]);
    const threadId = `cross-${crypto.randomUUID()}`;
    const tabA = await openTab(instanceA, threadId);
    const tabB = await openTab(instanceB, threadId);
    tabA.agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "first" });
    await tabA.core.runAgent({ agent: tabA.agent });

    await tabB.core.connectAgent({ agent: tabB.agent });
    expect(tabB.agent.messages.map(text)).toEqual(tabA.agent.messages.map(text));

    const seenInB: string[] = [];
    tabB.agent.subscribe({ onMessagesChanged: ({ agent }) => void seenInB.push(text(agent.messages.at(-1))) });
    tabA.agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "second" });
    const running = tabA.core.runAgent({ agent: tabA.agent });
    await eventually(() => seenInB.some((content) => content.length > 0 && content.length < fullText.length), 8_000);
    expect(tabA.agent.isRunning).toBe(true);
    await running;
    await eventually(() => text(tabB.agent.messages.at(-1)) === fullText && !tabB.agent.isRunning, 8_000);
    expect(tabB.agent.messages.map((message) => message.id)).toEqual(tabA.agent.messages.map((message) => message.id));
  });

  it("stops from instance B a run started on instance A", async () => {
    const [instanceA, instanceB] = await Promise.all([startInstance(), startInstance()]);
    const threadId = `cross-stop-${crypto.randomUUID()}`;
    const tabA = await openTab(instanceA, threadId);
    const tabB = await openTab(instanceB, threadId);
    tabA.agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "first" });
    await tabA.core.runAgent({ agent: tabA.agent });
    await tabB.core.connectAgent({ agent: tabB.agent });
    tabA.agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "second" });
    const running = tabA.core.runAgent({ agent: tabA.agent });
    await eventually(() => tabB.agent.isRunning, 8_000);
    expect(await tabB.agent.stopRun()).toBe(true);
    await running;
    await eventually(() => !tabB.agent.isRunning, 8_000);
    expect(text(tabA.agent.messages.at(-1)).length).toBeLessThan(fullText.length);
  });

  it("reports a thread-list change made on instance A to a subscriber on instance B", async () => {
    const [instanceA, instanceB] = await Promise.all([startInstance(), startInstance()]);
    const { info } = await fetchRuntimeInfo({ runtimeUrl: instanceB.url, transport: "rest", fetch });
    const client = new RealtimeClient({ url: info.wingman!.realtime!.wsUrl!, WebSocket });
    const frames: RealtimeServerFrame[] = [];
    client.request({ type: "subscribe-threads" }, { onFrame: (frame) => void frames.push(frame), onError: () => undefined });
    await eventually(() => frames.some((frame) => frame.type === "result"), 8_000);
    // The subscription on B is live once its result arrived and B's runner listens to the owner's
    // changes: an update of a thread that does not exist changes nothing, but B's runner makes it only then.
    const runnerB = instances.find(({ served }) => served === instanceB)!.runner;
    expect(await runnerB.updateThread({ ownerId: "anonymous", threadId: "no-such-thread", name: "probe" })).toBeUndefined();
    const threadId = `cross-list-${crypto.randomUUID()}`;
    const tabA = await openTab(instanceA, threadId);
    tabA.agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "hello" });
    await tabA.core.runAgent({ agent: tabA.agent });
    const kinds = () => frames.flatMap((frame) => (frame.type === "thread-change" && frame.change.threadId === threadId ? [frame.change.kind] : []));
    await eventually(() => kinds().includes("run-ended"), 8_000);
    expect(kinds()).toEqual(["run-started", "run-ended"]);
    client.close();
  });
});
