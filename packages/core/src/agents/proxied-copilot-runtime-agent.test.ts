import { EventType, type BaseEvent } from "@ag-ui/core";
import { Observable, Subject, from } from "rxjs";
import { describe, expect, it } from "vitest";
import type { AgentEventTransport } from "./agent-event-transport.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import { immediateScheduler } from "../async/scheduler.js";

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
    let subscribed!: () => void;
    const runSubscribed = new Promise<void>((resolve) => (subscribed = resolve));
    const run = new Observable<BaseEvent>((subscriber) => {
      const subscription = events.subscribe(subscriber);
      subscribed();
      return subscription;
    });
    const transport: AgentEventTransport = { run: () => run, connect: () => from([]), stop: async () => true };
    const agent = new ProxiedCopilotRuntimeAgent({ agentId: "a", eventTransport: transport, scheduler: immediateScheduler });
    const running = agent.runAgent({ runId: "r1" });
    await runSubscribed;
    events.next({ type: EventType.RUN_STARTED, threadId: agent.threadId, runId: "r1" } as BaseEvent);
    events.next({ type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent);
    const seen: string[] = [];
    let finalized!: () => void;
    const runFinalized = new Promise<void>((resolve) => (finalized = resolve));
    agent.subscribe({
      onMessagesChanged: ({ messages }) => void seen.push(`messages:${String(messages.at(-1)?.content ?? "")}`),
      onRunFinalized: () => {
        seen.push("finalized");
        finalized();
      },
    });
    events.next({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "late" } as BaseEvent);
    events.next({ type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent);
    events.next({ type: EventType.RUN_FINISHED, threadId: agent.threadId, runId: "r1" } as BaseEvent);
    events.complete();
    await running;
    await runFinalized;
    expect(seen).toContain("messages:late");
    expect(seen.at(-1)).toBe("finalized");
  });
});

describe("ProxiedCopilotRuntimeAgent's HttpAgent surface", () => {
  const sse = (events: object[]) =>
    new Response(events.map((event, index) => `id: ${index + 1}\ndata: ${JSON.stringify(event)}\n\n`).join(""), {
      headers: { "content-type": "text/event-stream" },
    });

  it("has url, cloned headers, fetch, abortController and HttpAgent's requestInit", () => {
    const headers = { authorization: "a" };
    const agent = new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://r.test", agentId: "a", headers, credentials: "include" });
    headers.authorization = "changed";
    expect(agent.url).toBe("http://r.test/agent/a/run");
    expect(agent.headers).toEqual({ authorization: "a" });
    expect(typeof agent.fetch).toBe("function");
    expect(agent.abortController).toBeInstanceOf(AbortController);
    class Inspecting extends ProxiedCopilotRuntimeAgent {
      init() {
        return this.requestInit({ threadId: "t", runId: "r", state: {}, messages: [], tools: [], context: [], forwardedProps: {} });
      }
    }
    const init = new Inspecting({ runtimeUrl: "http://r.test", agentId: "a", headers: { x: "1" }, credentials: "include" }).init();
    expect(init).toMatchObject({ method: "POST", credentials: "include", headers: { x: "1", "Content-Type": "application/json", Accept: "text/event-stream" } });
    expect(JSON.parse(init.body as string)).toMatchObject({ threadId: "t", runId: "r" });
  });

  it("runs with the caller's abortController, and sends messages without null fields", async () => {
    const bodies: Array<{ messages: object[] }> = [];
    const agent = new ProxiedCopilotRuntimeAgent({
      runtimeUrl: "http://r.test",
      agentId: "a",
      transport: "rest",
      scheduler: immediateScheduler,
      fetch: async (_url, init) => {
        const body = JSON.parse(init.body as string) as { threadId: string; runId: string; messages: object[] };
        bodies.push(body);
        return sse([
          { type: EventType.RUN_STARTED, threadId: body.threadId, runId: body.runId },
          { type: EventType.RUN_FINISHED, threadId: body.threadId, runId: body.runId },
        ]);
      },
    });
    agent.addMessage({ id: "m", role: "user", content: "hi", name: null } as never);
    const abortController = new AbortController();
    await agent.runAgent({ abortController });
    expect(agent.abortController).toBe(abortController);
    expect(bodies[0]!.messages).toEqual([{ id: "m", role: "user", content: "hi" }]);
  });

  it("abortRun aborts the run's controller", async () => {
    const agent = new ProxiedCopilotRuntimeAgent({ agentId: "a", eventTransport: { run: () => from([]), connect: () => from([]), stop: async () => false } });
    const controller = agent.abortController;
    agent.abortRun();
    expect(controller.signal.aborted).toBe(true);
  });
});
