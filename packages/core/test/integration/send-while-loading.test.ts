import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatController } from "../../src/chat/index.js";
import { CopilotKitCore, immediateScheduler } from "../../src/index.js";

let served: ServedCopilotRuntime;
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => undefined;
let heldConnects = 0;
/** Whether connects are cut in two (the first test's slow network). */
let cutConnects = false;

beforeAll(async () => {
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["ok"] }) }),
    slow: new ScriptedAgent({ agentId: "slow", delayMs: 150, script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["a", "b", "c", "d", "e"] }) }),
  };
  served = await serveCopilotRuntime({
    runtime: new CopilotRuntime({
      agents,
      hooks: {
        // A connect's replay arrives in two parts, the second held by the gate (a slow network).
        onResponse: async ({ response, route }) => {
          if (!cutConnects || route?.name !== "agent/connect" || response.body === null) return response;
          const text = await response.text();
          const cut = text.indexOf("RUN_FINISHED");
          if (cut < 0) return response;
          const end = text.indexOf("\n\n", cut) + 2;
          heldConnects += 1;
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode(text.slice(0, end)));
              await gate;
              controller.enqueue(encoder.encode(text.slice(end)));
              controller.close();
            },
          });
          return new Response(body, { status: response.status, headers: response.headers });
        },
      },
    }),
    basePath: "/api",
  });
});
afterAll(() => served.close());

/** A tab: a client of the runtime with a chat on its agent `agentId`, and its errors' codes. */
async function openTab(agentId: string) {
  const core = new CopilotKitCore({ runtimeUrl: served.url, scheduler: immediateScheduler });
  const codes: string[] = [];
  core.subscribe({ onError: ({ code }) => void codes.push(code) });
  await core.connect();
  const agent = core.getAgent(agentId)!;
  const chat = new ChatController(core, { agent: () => agent, isReady: () => true, agentId: () => agentId, threadId: () => undefined });
  chat.subscribe(() => undefined);
  return { core, agent, chat, codes };
}

describe("a message sent while a thread loads", () => {
  it("is sent after the thread's history, which stays whole", async () => {
    const { core: writer, agent: first } = await openTab("default");
    const threadId = globalThis.crypto.randomUUID();
    first.threadId = threadId;
    for (const [id, content] of [["u1", "one"], ["u2", "two"]] as const) {
      first.addMessage({ id, role: "user", content });
      await writer.runAgent({ agent: first });
    }
    const whole = (await writer.threads.getThreadMessages(threadId)).map((message) => message.content);
    expect(whole).toEqual(["one", "ok", "two", "ok"]);

    const { core: reader, agent, chat, codes } = await openTab("default");
    gate = new Promise((resolve) => (openGate = resolve));
    cutConnects = true;
    const loading = reader.switchThread(agent, threadId);
    // Half the history is in: the user writes.
    await expect.poll(() => agent.messages.length).toBe(2);
    expect(heldConnects).toBe(1);
    const sent = chat.send("three");
    openGate();
    cutConnects = false;
    await loading;
    await sent;
    await expect.poll(() => agent.isRunning).toBe(false);

    const stored = (await writer.threads.getThreadMessages(threadId)).map((message) => message.content);
    expect(stored).toEqual(["one", "ok", "two", "ok", "three", "ok"]);
    expect(codes).toEqual([]);
    expect(agent.messages.map((message) => message.content)).toEqual(["one", "ok", "two", "ok", "three", "ok"]);
  });

  it("waits for another tab's run it follows, then is sent, without a busy-thread error", async () => {
    const { core: writer, agent: running } = await openTab("slow");
    const threadId = globalThis.crypto.randomUUID();
    running.threadId = threadId;
    running.addMessage({ id: "u1", role: "user", content: "go" });
    const theirs = writer.runAgent({ agent: running });

    const { core: reader, agent, chat, codes } = await openTab("slow");
    const following = reader.switchThread(agent, threadId);
    // The other tab's answer is streaming here: the user writes.
    await expect.poll(() => agent.messages.find((message) => message.role === "assistant")?.content).toBeTruthy();
    expect(agent.isRunning).toBe(true);
    await chat.send("after");
    await Promise.all([theirs, following]);

    expect(codes).toEqual([]);
    const stored = (await writer.threads.getThreadMessages(threadId)).map((message) => message.content);
    expect(stored).toEqual(["go", "abcde", "after", "abcde"]);
    expect(agent.messages.map((message) => message.content)).toEqual(["go", "abcde", "after", "abcde"]);
  });
});
