import { EventType, HttpAgent, type BaseEvent, type Message } from "@ag-ui/client";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, createDemoModel, defineTool } from "../../src/index.js";

const approval = defineTool({
  name: "requestApproval",
  description: "Ask the user to approve an action",
  parameters: z.object({ action: z.string() }),
  interrupt: { reason: "approval" },
});

let served: ServedCopilotRuntime;
beforeAll(async () => {
  const runtime = new CopilotRuntime({
    agents: {
      demo: new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 0 }), tools: [approval], prompt: "You are the demo." }),
      slow: new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 50 }) }),
    },
  });
  served = await serveCopilotRuntime({ runtime, basePath: "/api/copilotkit" });
});
afterAll(async () => {
  await served?.close();
});

function client(agentId: string, threadId: string): HttpAgent {
  return new HttpAgent({ url: `${served.url}/agent/${agentId}/run`, threadId });
}

/** Records a run's events; `seen(type)` resolves when the first event of that type has come. */
function recorder() {
  const events: BaseEvent[] = [];
  const waiting: { type: EventType; resolve: () => void }[] = [];
  const onEvent = ({ event }: { event: BaseEvent }): void => {
    events.push(event);
    for (const waiter of waiting.filter(({ type }) => type === event.type)) waiter.resolve();
  };
  const seen = (type: EventType): Promise<void> =>
    events.some((event) => event.type === type) ? Promise.resolve() : new Promise((resolve) => waiting.push({ type, resolve }));
  return { events, seen, subscriber: { onEvent } };
}

describe("BuiltInAgent with the demo model inside CopilotRuntime, driven by HttpAgent", () => {
  it("streams a greeting over SSE", async () => {
    const agent = client("demo", "t-greet");
    agent.setMessages([{ id: "u1", role: "user", content: "Hello!" }]);
    const { events, subscriber } = recorder();
    await agent.runAgent({}, subscriber);
    expect(events[0]!.type).toBe(EventType.RUN_STARTED);
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "success" } });
    expect(events.filter((event) => event.type === EventType.TEXT_MESSAGE_CONTENT).length).toBeGreaterThan(10);
    const reply = agent.messages.find((message) => message.role === "assistant");
    expect(reply?.content).toMatch(/^Hello! I'm the \*\*offline demo model\*\*/);
    expect(agent.messages.some((message) => message.role === "reasoning")).toBe(true);
  });

  it("calls a frontend tool, then reports its result in the follow-up run", async () => {
    const tools = [{ name: "changeBackgroundColor", description: "Change the background", parameters: { type: "object", properties: { color: { type: "string" } } } }];
    const agent = client("demo", "t-tool");
    agent.setMessages([{ id: "u1", role: "user", content: "change the background color to teal" }]);
    const { events, subscriber } = recorder();
    await agent.runAgent({ tools }, subscriber);
    const finished = events.at(-1)!;
    const [toolCallId] = (finished.outcome as { pendingToolCallIds: string[] }).pendingToolCallIds;
    const call = (agent.messages.find((message) => message.role === "assistant" && message.toolCalls) as Extract<Message, { role: "assistant" }>).toolCalls![0]!;
    expect(call).toMatchObject({ id: toolCallId, function: { name: "changeBackgroundColor", arguments: '{"color":"teal"}' } });

    agent.addMessage({ id: "t1", role: "tool", toolCallId: toolCallId!, content: "ok, teal" });
    await agent.runAgent({ tools });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Done: `changeBackgroundColor` returned `ok, teal`." });
  });

  it("updates shared state", async () => {
    const agent = client("demo", "t-state");
    agent.setState({ todos: ["write tests"] });
    agent.setMessages([{ id: "u1", role: "user", content: "add ship it to todos" }]);
    await agent.runAgent({});
    expect(agent.state).toEqual({ todos: ["write tests", "ship it"] });
  });

  it("pauses on an interrupt and resumes with the payload", async () => {
    const agent = client("demo", "t-approve");
    agent.setMessages([{ id: "u1", role: "user", content: "ask for approval to send the newsletter" }]);
    await agent.runAgent({});
    expect(agent.pendingInterrupts).toHaveLength(1);
    const [interrupt] = agent.pendingInterrupts;
    expect(interrupt).toMatchObject({ reason: "approval" });
    await agent.runAgent({ resume: [{ interruptId: interrupt!.id, status: "resolved", payload: { approved: true } }] });
    expect(agent.pendingInterrupts).toEqual([]);
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Thanks, you approved it, so I went ahead." });
  });

  it("stops a run through the stop route, ending it cleanly", async () => {
    const agent = client("slow", "t-stop");
    agent.setMessages([{ id: "u1", role: "user", content: "show me an example" }]);
    const { events, seen, subscriber } = recorder();
    const running = agent.runAgent({}, subscriber);
    await seen(EventType.TEXT_MESSAGE_CONTENT);
    const stopped = await fetch(`${served.url}/agent/slow/stop/t-stop`, { method: "POST" });
    expect(stopped.status).toBe(200);
    await running;
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    const text = events.filter((event) => event.type === EventType.TEXT_MESSAGE_CONTENT).map((event) => event.delta).join("");
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain("an explicit return type");
  });

  it("stops a run while the demo model reasons: the answer, the stream and the stored thread agree, and it loads", async () => {
    const agent = client("slow", "t-stop-reasoning");
    agent.setMessages([{ id: "u1", role: "user", content: "show me an example" }]);
    const { events, seen, subscriber } = recorder();
    // HttpAgent verifies the stream: a RUN_FINISHED with the reasoning left open rejects this.
    const running = agent.runAgent({}, subscriber);
    await seen(EventType.REASONING_MESSAGE_CONTENT);
    expect(events.some((event) => event.type === EventType.REASONING_END)).toBe(false);
    const stopped = await fetch(`${served.url}/agent/slow/stop/t-stop-reasoning`, { method: "POST" });
    expect(await stopped.json()).toEqual({ stopped: true, outcome: "cancelled" });
    await running;
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });

    const reloaded = new HttpAgent({ url: `${served.url}/agent/slow/connect`, threadId: "t-stop-reasoning" });
    const replay = recorder();
    await reloaded.runAgent({}, replay.subscriber);
    expect(replay.events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    expect(reloaded.messages).toEqual(agent.messages);
    expect(reloaded.messages.some((message: Message) => message.role === "reasoning")).toBe(true);
  });
});

describe("the demo model with tokenDelayMs 0, serving one huge input", () => {
  it("leaves the server free to answer /info while the huge run streams", async () => {
    const threadId = "t-huge";
    let runningWhenInfoArrived: boolean | undefined;
    const runtime: CopilotRuntime = new CopilotRuntime({
      agents: { demo: new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 0, reasoning: false }) }) },
      hooks: {
        async onRequest({ request }) {
          if (new URL(request.url).pathname.endsWith("/info")) {
            runningWhenInfoArrived = await runtime.runner.isRunning({ ownerId: "anonymous", threadId });
          }
        },
      },
    });
    const server = await serveCopilotRuntime({ runtime, basePath: "/api/copilotkit" });
    try {
      // Not a phrase the demo model knows: it quotes it back, word by word (~100k text deltas).
      const huge = "lorem ".repeat(100_000);
      const run = await fetch(`${server.url}/agent/demo/run`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ threadId, runId: "r1", messages: [{ id: "u1", role: "user", content: huge }], tools: [], context: [] }),
      });
      const reader = run.body!.getReader();
      const decoder = new TextDecoder();
      let seen = "";
      while (!seen.includes("TEXT_MESSAGE_CONTENT")) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value, { stream: true });
      }
      const info = await fetch(`${server.url}/info`);
      expect(info.status).toBe(200);
      await info.json();
      // The server read /info while the run was still going, not after it had streamed all of it.
      expect(runningWhenInfoArrived).toBe(true);
      await reader.cancel();
      await runtime.runner.stop({ ownerId: "anonymous", threadId });
    } finally {
      await server.close();
    }
  });
});
