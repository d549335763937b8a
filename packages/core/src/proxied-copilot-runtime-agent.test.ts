import { EventType, type BaseEvent } from "@ag-ui/core";
import { Subject, from } from "rxjs";
import { describe, expect, it } from "vitest";
import type { AgentEventTransport } from "./agent-event-transport.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import { immediateScheduler } from "./scheduler.js";

describe("ProxiedCopilotRuntimeAgent", () => {
  it("routes by runtimeAgentId, else agentId, and throws with neither", () => {
    expect(new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://r.test/", agentId: "chat-1", runtimeAgentId: "default" }).routedAgentId()).toBe("default");
    const plain = new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://r.test/", agentId: "a b" });
    expect(plain.routedAgentId()).toBe("a b");
    expect(plain.url).toBe("http://r.test/agent/a%20b/run");
    expect(() => new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://r.test" }).routedAgentId()).toThrow();
  });

  it("clones into a working instance with the same configuration, thread and messages", () => {
    const agent = new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://r.test", agentId: "a", transport: "single", credentials: "include", headers: { x: "1" } });
    agent.addMessage({ id: "m", role: "user", content: "hi" });
    const copy = agent.clone();
    expect(copy).toBeInstanceOf(ProxiedCopilotRuntimeAgent);
    expect([copy.threadId, copy.transport, copy.credentials, copy.headers, copy.messages]).toEqual([
      agent.threadId,
      "single",
      "include",
      { x: "1" },
      agent.messages,
    ]);
    expect(copy.lastEventId()).toBeUndefined();
  });

  it("runs through an injected event transport (the realtime seam)", async () => {
    const transport: AgentEventTransport = {
      run: (input) =>
        from([
          { type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId },
          { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" },
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "over a socket" },
          { type: EventType.TEXT_MESSAGE_END, messageId: "m" },
          { type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId },
        ] as BaseEvent[]),
      connect: () => from([]),
      stop: async () => true,
    };
    const agent = new ProxiedCopilotRuntimeAgent({ agentId: "a", eventTransport: transport, scheduler: immediateScheduler });
    await agent.runAgent();
    expect(agent.messages.at(-1)).toMatchObject({ content: "over a socket" });
    expect(await agent.stopRun()).toBe(true);
  });

  it("tells subscribers that join mid-run about later changes and the run's end", async () => {
    const events = new Subject<BaseEvent>();
    const transport: AgentEventTransport = { run: () => events, connect: () => from([]), stop: async () => true };
    const agent = new ProxiedCopilotRuntimeAgent({ agentId: "a", eventTransport: transport, scheduler: immediateScheduler });
    const running = agent.runAgent({ runId: "r1" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.next({ type: EventType.RUN_STARTED, threadId: agent.threadId, runId: "r1" } as BaseEvent);
    events.next({ type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent);
    const seen: string[] = [];
    agent.subscribe({
      onMessagesChanged: ({ messages }) => void seen.push(`messages:${String(messages.at(-1)?.content ?? "")}`),
      onRunFinalized: () => void seen.push("finalized"),
    });
    events.next({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "late" } as BaseEvent);
    events.next({ type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent);
    events.next({ type: EventType.RUN_FINISHED, threadId: agent.threadId, runId: "r1" } as BaseEvent);
    events.complete();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toContain("messages:late");
    expect(seen.at(-1)).toBe("finalized");
  });
});
