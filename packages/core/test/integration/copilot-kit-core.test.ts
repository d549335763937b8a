import type { AbstractAgent } from "@ag-ui/client";
import type { Message, ToolMessage } from "@ag-ui/core";
import { numberedDeltas } from "@wingman/runtime/testing";
import { catchConsole } from "@wingman/test-support/console";
import { type } from "arktype";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  CopilotKitCore,
  CopilotKitCoreErrorCode,
  CopilotKitCoreRuntimeConnectionStatus,
  ProxiedCopilotRuntimeAgent,
  immediateScheduler,
  type CopilotKitCoreConfig,
  type FetchFunction,
} from "../../src/index.js";
import { InterruptController, enabledInterrupts } from "../../src/chat/index.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./scripted-runtime.js";

let rest: ScriptedRuntime;
let single: ScriptedRuntime;

beforeAll(async () => {
  [rest, single] = await Promise.all([startScriptedRuntime("multi-route"), startScriptedRuntime("single-route")]);
});
afterAll(async () => {
  await Promise.all([rest.close(), single.close()]);
});
afterEach(() => vi.restoreAllMocks());

interface Recorded {
  core: CopilotKitCore;
  errors: Array<{ code: CopilotKitCoreErrorCode; message: string; context: Record<string, unknown> }>;
  requests: Array<{ url: string; init: RequestInit }>;
}

function createCore(config: CopilotKitCoreConfig & { url?: string } = {}): Recorded {
  const requests: Recorded["requests"] = [];
  const baseFetch = config.fetch ?? ((url, init) => fetch(url, init));
  const recordingFetch: FetchFunction = (url, init) => {
    requests.push({ url, init });
    return baseFetch(url, init);
  };
  const core = new CopilotKitCore({
    runtimeUrl: config.url ?? rest.url,
    scheduler: immediateScheduler,
    ...config,
    fetch: recordingFetch,
  });
  const errors: Recorded["errors"] = [];
  core.subscribe({ onError: ({ code, error, context }) => void errors.push({ code, message: error.message, context }) });
  return { core, errors, requests };
}

async function connected(config: CopilotKitCoreConfig & { url?: string } = {}): Promise<Recorded & { agent: AbstractAgent }> {
  const recorded = createCore(config);
  await recorded.core.connect();
  const agent = recorded.core.getAgent("default")!;
  agent.threadId = globalThis.crypto.randomUUID();
  return { ...recorded, agent };
}

/** A fetch that cuts the first `/agent/slow/run` stream after 8 chunks, as a dropped connection would. */
function cuttingFetch(): FetchFunction & { cut: boolean } {
  const wrapped = Object.assign(
    async (url: string, init?: RequestInit) => {
      const response = await fetch(url, init);
      if (wrapped.cut || !url.endsWith("/agent/slow/run") || !response.body) return response;
      wrapped.cut = true;
      const reader = response.body.getReader();
      let chunks = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          controller.enqueue(value);
          if (++chunks === 8) {
            await reader.cancel();
            controller.error(new TypeError("terminated"));
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    },
    { cut: false },
  );
  return wrapped;
}

const say = (agent: AbstractAgent, content: string) =>
  agent.addMessage({ id: globalThis.crypto.randomUUID(), role: "user", content });

const lastText = (agent: AbstractAgent) => {
  const message = agent.messages.at(-1);
  return typeof message?.content === "string" ? message.content : undefined;
};

const toolMessages = (agent: AbstractAgent) => agent.messages.filter((message): message is ToolMessage => message.role === "tool");

const weatherTool = (calls: string[]) => ({
  name: "getWeather",
  description: "Weather of a city",
  parameters: z.object({ city: z.string() }),
  handler: async ({ city }: { city: string }) => {
    calls.push(city);
    return `sunny in ${city}`;
  },
});

describe("discovery", () => {
  it.each([
    ["rest", () => rest.url, "rest"],
    ["single", () => single.url, "single"],
    ["auto against a REST runtime", () => rest.url, "rest"],
    ["auto against a single-route runtime", () => single.url, "single"],
  ] as const)("connects with %s", async (name, url, resolved) => {
    const transport = name.startsWith("auto") ? "auto" : (name as "rest" | "single");
    const statuses: string[] = [];
    const { core, errors } = createCore({ url: url(), runtimeTransport: transport, deferInitialConnection: true });
    core.subscribe({ onRuntimeConnectionStatusChanged: ({ status }) => void statuses.push(status) });
    await core.connect();
    expect(statuses).toEqual(["connecting", "connected"]);
    expect(core.runtimeTransport).toBe(resolved);
    expect(Object.keys(core.agents).sort()).toEqual(["default", "slow", "suggester"]);
    const agent = core.getAgent("default")!;
    say(agent, "hi");
    await core.runAgent({ agent });
    expect(lastText(agent)).toBe("Hello, world");
    expect(errors).toEqual([]);
  });

  it("reports a failed /info once, retries with backoff and recovers without window", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const timers: Array<{ callback: () => void; ms: number }> = [];
    let failures = 2;
    const { core, errors } = createCore({
      fetch: (url, init) =>
        failures-- > 0 ? Promise.resolve(new Response(JSON.stringify({ error: "unavailable", message: "warming up" }), { status: 503 })) : fetch(url, init),
      runtimeTransport: "rest",
      timers: { setTimeout: (callback, ms) => timers.push({ callback, ms }), clearTimeout: () => {} },
    });
    await core.connect();
    expect(core.runtimeConnectionStatus).toBe(CopilotKitCoreRuntimeConnectionStatus.Error);
    expect(errors).toEqual([
      {
        code: CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED,
        message: "Runtime info request failed with status 503: warming up",
        context: { runtimeUrl: rest.url },
      },
    ]);
    timers.shift()!.callback();
    await core.connect();
    timers.shift()!.callback();
    await core.connect();
    expect(core.runtimeConnectionStatus).toBe(CopilotKitCoreRuntimeConnectionStatus.Connected);
    expect(errors).toHaveLength(1);
  });

  it("spreads /info retries below a doubling, capped ceiling (full jitter)", async () => {
    const draws = [0.5, 0.5, 0.5, 1];
    vi.spyOn(Math, "random").mockImplementation(() => draws.shift()!);
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const { core } = createCore({
      fetch: () => Promise.resolve(new Response(JSON.stringify({ error: "unavailable", message: "down" }), { status: 503 })),
      runtimeTransport: "rest",
      retry: { baseDelayMs: 100, maxDelayMs: 300 },
      timers: { setTimeout: (callback, ms) => timers.push({ callback, ms }), clearTimeout: () => {} },
    });
    await core.connect();
    for (let retry = 0; retry < 3; retry++) {
      timers[retry]!.callback();
      await core.connect();
    }
    // ceilings 100, 200, 300 (the cap), 300
    expect(timers.map((timer) => timer.ms)).toEqual([50, 100, 150, 300]);
  });

  it("reuses the same agent instance across reconnects, re-applying URL and transport", async () => {
    const { core, agent } = await connected();
    say(agent, "hi");
    await core.runAgent({ agent });
    const threadId = agent.threadId;
    const messages = agent.messages;
    core.setRuntimeTransport("single");
    core.setRuntimeUrl(single.url);
    await core.connect();
    expect(core.runtimeTransport).toBe("single");
    const again = core.getAgent("default") as ProxiedCopilotRuntimeAgent;
    expect(again).toBe(agent);
    expect(again.threadId).toBe(threadId);
    expect(again.messages).toEqual(messages);
    expect(again.runtimeUrl).toBe(single.url);
    say(again, "hi");
    await core.runAgent({ agent: again });
    expect(single.agents.default.inputs.some((input) => input.threadId === threadId)).toBe(true);
  });

  it("registers proxies under a local id that route to a runtime agent", async () => {
    const { core, requests } = await connected();
    const { agent, unregister } = core.registerProxiedAgent({ agentId: "chat-1", runtimeAgentId: "default" });
    expect(core.getAgent("chat-1")).toBe(agent);
    say(agent, "hi");
    await core.runAgent({ agent });
    expect(lastText(agent)).toBe("Hello, world");
    expect(requests.some((request) => request.url.endsWith("/agent/default/run"))).toBe(true);
    expect(() => core.registerProxiedAgent({ agentId: "chat-1", runtimeAgentId: "default" })).toThrow();
    unregister();
    expect(core.getAgent("chat-1")).toBeUndefined();
  });
});

describe("runs and frontend tools", () => {
  it("streams text and sends headers, credentials, properties, context and tools", async () => {
    const { core, agent, requests } = await connected({
      headers: { "X-Test": "1", "X-Empty": null },
      credentials: "include",
      properties: { plan: "pro" },
      tools: [weatherTool([])],
    });
    core.addContext({ description: "page", value: "home" });
    core.addContext({ description: "other agent", value: "x", agentIds: ["slow"] });
    say(agent, "hi");
    const result = await core.runAgent({ agent, forwardedProps: { extra: true } });
    expect(result.newMessages.map((message) => message.content)).toEqual(["Hello, world"]);
    const runId = rest.agents.default.inputs.at(-1)!.runId;
    expect(core.getRunIdsForThread("default", agent.threadId)).toEqual([runId]);
    expect(core.getRunIdForMessage("default", agent.threadId, result.newMessages[0]!.id)).toBe(runId);
    const run = requests.find((request) => request.url.endsWith("/agent/default/run"))!;
    expect(run.init.credentials).toBe("include");
    expect(run.init.headers).toMatchObject({ "X-Test": "1", Accept: "text/event-stream" });
    const input = rest.agents.default.inputs.at(-1)!;
    expect(input.forwardedProps).toEqual({ plan: "pro", extra: true });
    expect(input.context).toEqual([{ description: "page", value: "home" }]);
    expect(input.tools).toEqual([
      { name: "getWeather", description: "Weather of a city", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
    ]);
  });

  it("executes a frontend tool once, inserts its result after the assistant message and follows up", async () => {
    const calls: string[] = [];
    const events: string[] = [];
    const { core, agent } = await connected({ tools: [weatherTool(calls)] });
    core.subscribe({
      onToolExecutionStart: ({ toolName }) => void events.push(`start ${toolName}`),
      onToolExecutionEnd: ({ toolName, result }) => void events.push(`end ${toolName} ${result}`),
    });
    say(agent, "weather");
    const result = await core.runAgent({ agent });
    expect(calls).toEqual(["Paris"]);
    expect(events).toEqual(["start getWeather", "end getWeather sunny in Paris"]);
    const roles = agent.messages.map((message) => message.role);
    expect(roles).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(lastText(agent)).toBe("Tools said: sunny in Paris");
    // CopilotKit's rule: the last (follow-up) run's messages
    expect(result.newMessages.map((message) => message.content)).toEqual(["Tools said: sunny in Paris"]);
  });

  it("executes two parallel tool calls, each once, results in call order", async () => {
    const calls: string[] = [];
    const { core, agent } = await connected({ tools: [weatherTool(calls)] });
    say(agent, "parallel");
    await core.runAgent({ agent });
    expect(calls).toEqual(["Paris", "Rome"]);
    const assistant = agent.messages[1] as Extract<Message, { role: "assistant" }>;
    expect(toolMessages(agent).map((message) => message.toolCallId)).toEqual(assistant.toolCalls!.map((call) => call.id));
    expect(lastText(agent)).toBe("Tools said: sunny in Paris | sunny in Rome");
    // A later run does not execute them again.
    say(agent, "hi");
    await core.runAgent({ agent });
    expect(calls).toEqual(["Paris", "Rome"]);
  });

  it("rejects arguments that fail the schema without calling the handler", async () => {
    const calls: string[] = [];
    const { core, agent, errors } = await connected({ tools: [weatherTool(calls)] });
    say(agent, "bad-args");
    await core.runAgent({ agent });
    expect(calls).toEqual([]);
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.TOOL_ARGUMENT_VALIDATION_FAILED]);
    expect(toolMessages(agent)[0]!.content).toMatch(/^Error: Invalid arguments for tool 'getWeather': city:/);
    expect(agent.messages.at(-1)!.role).toBe("tool");
  });

  it("offers and validates a tool whose schema is another Standard Schema library's (arktype, a callable schema)", async () => {
    const calls: string[] = [];
    const tool = { ...weatherTool(calls), parameters: type({ city: "string" }) };
    const { core, agent, errors, requests } = await connected({ tools: [tool] });
    say(agent, "bad-args");
    await core.runAgent({ agent });
    expect(calls).toEqual([]);
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.TOOL_ARGUMENT_VALIDATION_FAILED]);
    expect(toolMessages(agent)[0]!.content).toBe("Error: Invalid arguments for tool 'getWeather': city: city must be a string (was a number)");
    const run = requests.find((request) => request.url.endsWith("/agent/default/run"))!;
    const offered = (JSON.parse(String(run.init.body)) as { tools: Array<{ name: string; parameters: unknown }> }).tools;
    expect(offered).toEqual([{ name: "getWeather", description: "Weather of a city", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } }]);
  });

  it("reports unparsable arguments and throwing handlers with their codes", async () => {
    const { core, agent, errors } = await connected({
      tools: [weatherTool([]), { name: "explode", handler: () => Promise.reject(new Error("boom")) }],
    });
    say(agent, "broken-json");
    await core.runAgent({ agent });
    say(agent, "throwing");
    await core.runAgent({ agent });
    expect(errors.map((error) => error.code)).toEqual([
      CopilotKitCoreErrorCode.TOOL_ARGUMENT_PARSE_FAILED,
      CopilotKitCoreErrorCode.TOOL_HANDLER_FAILED,
    ]);
    expect(toolMessages(agent).map((message) => message.content)).toEqual([expect.stringMatching(/^Error: /), "Error: boom"]);
  });

  it("does not follow up when followUp is false, runs the wildcard, and neither offers nor runs disabled tools", async () => {
    const seen: string[] = [];
    const { core, agent } = await connected({
      tools: [
        { name: "notify", followUp: false, handler: ({ text }) => void seen.push(`notify ${String(text)}`) },
        { name: "secret", handler: () => void seen.push("secret") },
        { name: "*", followUp: false, handler: (args) => void seen.push(`wildcard ${JSON.stringify(args)}`) },
      ],
    });
    core.setToolEnabled("secret", false);
    say(agent, "no-follow-up");
    await core.runAgent({ agent });
    expect(agent.messages.at(-1)!.role).toBe("tool");
    say(agent, "disabled");
    await core.runAgent({ agent });
    say(agent, "wildcard");
    await core.runAgent({ agent });
    expect(seen).toEqual(["notify hi", 'wildcard {"toolName":"somethingElse","args":{"x":1}}']);
    const input = rest.agents.default.inputs.at(-1)!;
    expect(input.tools.map((tool) => tool.name)).toEqual(["notify"]);
  });

  it("waits for a human-in-the-loop handler, then follows up with the answer", async () => {
    let answer: ((value: string) => void) | undefined;
    const { core, agent } = await connected({
      tools: [{ name: "confirm", handler: () => new Promise<string>((resolve) => (answer = resolve)) }],
    });
    say(agent, "approve");
    const run = core.runAgent({ agent });
    await expect.poll(() => answer).toBeTypeOf("function");
    expect(agent.messages.some((message) => message.role === "tool")).toBe(false);
    answer!("yes");
    await run;
    expect(lastText(agent)).toBe("Tools said: yes");
  });

  it("stops a follow-up chain at the per-agent depth limit", async () => {
    let count = 0;
    const { core, agent, errors } = await connected({
      maxFollowUpDepth: 2,
      tools: [{ name: "again", handler: () => String(++count) }],
    });
    say(agent, "loop");
    await core.runAgent({ agent });
    expect(count).toBe(3);
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.FOLLOW_UP_LIMIT_REACHED]);
    expect(errors[0]!.context).toEqual({ agentId: "default", depth: 2 });
  });

  it("reports RUN_ERROR events, unknown tools and agents, and runtime failures with their codes", async () => {
    const { core, agent, errors } = await connected({ tools: [weatherTool([])] });
    say(agent, "error");
    await core.runAgent({ agent });
    await expect(core.runTool({ name: "nope" })).rejects.toThrow("Tool not found: nope");
    await expect(core.runTool({ name: "getWeather", agentId: "ghost" })).rejects.toThrow("Agent not found: ghost");
    const { agent: missing } = core.registerProxiedAgent({ agentId: "missing", runtimeAgentId: "does-not-exist" });
    say(missing, "hi");
    // @ag-ui/client logs each failed request (console.error) before it reaches the core.
    const logged = catchConsole("error", /^Agent execution failed/);
    try {
      await core.runAgent({ agent: missing });
      await core.connectAgent({ agent: missing });
    } finally {
      logged.restore();
    }
    expect(logged.calls).toHaveLength(2);
    expect(errors.map((error) => error.code)).toEqual([
      CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT,
      CopilotKitCoreErrorCode.TOOL_NOT_FOUND,
      CopilotKitCoreErrorCode.AGENT_NOT_FOUND,
      CopilotKitCoreErrorCode.AGENT_RUN_FAILED,
      CopilotKitCoreErrorCode.AGENT_CONNECT_FAILED,
    ]);
    expect(errors[0]!.context).toMatchObject({ agentId: "default", runtimeErrorCode: "agent_failure" });
    expect(errors[3]!.context).toMatchObject({ status: 404 });
  });

  it("reports a busy thread as agent_thread_locked", async () => {
    const { core, errors } = await connected();
    const first = core.registerProxiedAgent({ agentId: "a", runtimeAgentId: "slow" }).agent;
    const second = core.registerProxiedAgent({ agentId: "b", runtimeAgentId: "slow" }).agent;
    second.threadId = first.threadId;
    say(first, "go");
    say(second, "go");
    const running = core.runAgent({ agent: first });
    await expect.poll(() => first.messages.length).toBeGreaterThan(1);
    const logged = catchConsole("error", /^Agent execution failed/);
    await core.runAgent({ agent: second }).finally(() => logged.restore());
    expect(logged.calls).toHaveLength(1);
    await core.stopAgent({ agent: first });
    await running;
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.AGENT_THREAD_LOCKED]);
  });

  it("runTool adds the call and its result, then follows up when asked", async () => {
    const calls: string[] = [];
    const { core, agent } = await connected({ tools: [weatherTool(calls)] });
    const result = await core.runTool({ name: "getWeather", parameters: { city: "Oslo" }, followUp: "generate" });
    expect(result).toMatchObject({ result: "sunny in Oslo" });
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool", "assistant"]);
    expect(lastText(agent)).toBe("Tools said: sunny in Oslo");
  });
});

describe("stop, resume and connect", () => {
  it("stops a run mid-stream: closed locally and on the server", async () => {
    const { core } = await connected();
    const agent = core.getAgent("slow") as ProxiedCopilotRuntimeAgent;
    agent.threadId = globalThis.crypto.randomUUID();
    say(agent, "go");
    const run = core.runAgent({ agent });
    await expect.poll(() => (lastText(agent) ?? "").length, { interval: 5 }).toBeGreaterThan(6);
    await core.stopAgent({ agent });
    await run;
    expect(agent.isRunning).toBe(false);
    const partial = lastText(agent)!;
    expect(partial.length).toBeLessThan(numberedDeltas(60).join("").length);
    await expect
      .poll(async () => (await core.threads.listThreads({ agentId: "slow" })).threads.find((thread) => thread.id === agent.threadId)?.running)
      .toBe(false);
    const stored = await core.threads.getThreadMessages(agent.threadId);
    expect(typeof stored.at(-1)!.content === "string" && stored.at(-1)!.content!.length).toBeLessThan(numberedDeltas(60).join("").length);
  });

  it("resumes after the connection is cut mid-run, losing and doubling nothing", async () => {
    const cutting = cuttingFetch();
    const { core, requests, errors } = await connected({ fetch: cutting });
    const agent = core.getAgent("slow") as ProxiedCopilotRuntimeAgent;
    agent.threadId = globalThis.crypto.randomUUID();
    say(agent, "go");
    await core.runAgent({ agent });
    expect(cutting.cut).toBe(true);
    expect(errors).toEqual([]);
    expect(lastText(agent)).toBe(numberedDeltas(60).join(""));
    const resume = requests.find((request) => request.url.endsWith("/agent/slow/connect"))!;
    expect((resume.init.headers as Record<string, string>)["Last-Event-ID"]).toMatch(/^\d+$/);
    expect(agent.messages.filter((message) => message.role === "assistant")).toHaveLength(1);
  });

  it("waits a jittered delay before resuming: with a draw of 0 even an hour's ceiling resumes at once", async () => {
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    const cutting = cuttingFetch();
    const agent = new ProxiedCopilotRuntimeAgent({
      runtimeUrl: rest.url,
      agentId: "slow",
      transport: "rest",
      fetch: cutting,
      scheduler: immediateScheduler,
      // Without jitter the first resume would wait the whole hour and this test would time out.
      reconnect: { delayMs: 3_600_000, maxDelayMs: 3_600_000 },
    });
    agent.threadId = globalThis.crypto.randomUUID();
    say(agent, "go");
    await agent.runAgent();
    expect(cutting.cut).toBe(true);
    expect(random).toHaveBeenCalled();
    expect(lastText(agent)).toBe(numberedDeltas(60).join(""));
  });

  it("connects a fresh client to an existing thread and replays it without executing tools", async () => {
    const calls: string[] = [];
    const first = await connected({ tools: [weatherTool(calls)] });
    say(first.agent, "weather");
    await first.core.runAgent({ agent: first.agent });
    const second = createCore({ tools: [weatherTool(calls)] });
    await second.core.connect();
    const agent = second.core.getAgent("default")!;
    agent.threadId = first.agent.threadId;
    await second.core.connectAgent({ agent });
    expect(agent.messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(lastText(agent)).toBe("Tools said: sunny in Paris");
    expect(calls).toEqual(["Paris"]);
    // Same-thread reconnect: only what is new, nothing doubled.
    await second.core.connectAgent({ agent });
    expect(lastText(agent)).toBe("Tools said: sunny in Paris");
    expect(agent.messages).toHaveLength(4);
  });
});

describe("interrupts, suggestions, threads", () => {
  it("surfaces an AG-UI interrupt and resumes it", async () => {
    const { core, agent } = await connected();
    const interrupted: string[] = [];
    core.subscribe({ onAgentInterrupted: ({ interrupts }) => void interrupted.push(...interrupts.map((interrupt) => interrupt.id)) });
    say(agent, "interrupt");
    await core.runAgent({ agent });
    expect(interrupted).toEqual(["int-1"]);
    expect(agent.pendingInterrupts.map((interrupt) => interrupt.id)).toEqual(["int-1"]);
    await core.resumeAgent({ agent, responses: { "int-1": { status: "resolved", payload: { ok: true } } } });
    expect(lastText(agent)).toBe('resumed [["resolved",{"ok":true}]]');
    expect(agent.pendingInterrupts).toEqual([]);
  });

  it("InterruptController: tracks the open interrupts, answers them, and resumes once all are answered", async () => {
    const { core, agent } = await connected();
    const controller = new InterruptController(core, () => agent);
    const seen: string[][] = [];
    controller.subscribe(() => void seen.push(controller.interrupts.map((interrupt) => interrupt.id)));
    say(agent, "interrupt");
    await core.runAgent({ agent });
    expect(controller.interrupts.map((interrupt) => interrupt.id)).toEqual(["int-1"]);
    controller.resolve({ ok: true });
    expect(controller.interrupts).toEqual([]);
    await vi.waitFor(() => expect(lastText(agent)).toBe('resumed [["resolved",{"ok":true}]]'));
    expect(seen).toEqual([["int-1"], []]);
    expect(enabledInterrupts([{ id: "a" }, { id: "b" }] as never, (interrupt) => {
      if (interrupt.id === "b") throw new Error("no");
      return true;
    }).map((interrupt) => interrupt.id)).toEqual(["a"]);
  });

  it("CopilotKit's legacy on_interrupt event: surfaced as an interrupt (name and value), answered with a run carrying forwardedProps.command, dismissed by cancel", async () => {
    const { core, agent } = await connected();
    const controller = new InterruptController(core, () => agent);
    controller.subscribe(() => undefined);
    say(agent, "legacy interrupt");
    await core.runAgent({ agent });
    expect(controller.interrupts).toEqual([expect.objectContaining({ reason: "on_interrupt", metadata: { value: { question: "Delete the file?" } } })]);
    // Not an AG-UI interrupt: nothing for the agent's own resume.
    expect(agent.pendingInterrupts).toEqual([]);
    controller.resolve({ approved: true });
    expect(controller.interrupts).toEqual([]);
    await vi.waitFor(() => expect(lastText(agent)).toBe('legacy resumed {"resume":{"approved":true},"interruptEvent":{"question":"Delete the file?"}}'));
    expect(rest.agents.default.inputs.at(-1)?.resume).toBeUndefined();

    say(agent, "legacy interrupt");
    await core.runAgent({ agent });
    expect(controller.interrupts).toHaveLength(1);
    const runsBefore = rest.agents.default.inputs.length;
    controller.cancel();
    expect(controller.interrupts).toEqual([]);
    // A new run (not an answer) after a cancel: the agent saw no command.
    say(agent, "hello");
    await core.runAgent({ agent });
    expect(rest.agents.default.inputs.length).toBe(runsBefore + 1);
    expect(rest.agents.default.inputs.at(-1)?.forwardedProps).not.toHaveProperty("command");
  });

  it("resolveAgent: one stand-in per id until /info answers, the runtime's agent then, and an error for an unknown id", async () => {
    const { core } = createCore({ deferInitialConnection: true });
    const first = core.resolveAgent("default");
    expect(first.isReady).toBe(false);
    expect(core.resolveAgent("default").agent).toBe(first.agent);
    await core.connect();
    const ready = core.resolveAgent("default");
    expect(ready).toEqual({ agent: core.getAgent("default"), isReady: true });
    expect(() => core.resolveAgent("missing")).toThrow("Agent 'missing' not found. Known agents:");
    expect(core.resolveAgent("missing", { pending: true }).isReady).toBe(false);
  });

  it("hands the shared state set on a stand-in to the runtime's agent, before anyone hears it connected", async () => {
    const { core } = createCore({ deferInitialConnection: true });
    // A page edited before the runtime answered.
    const standIn = core.resolveAgent("default").agent;
    standIn.setState({ budget: 4321 });
    const seen: unknown[] = [];
    core.subscribe({ onRuntimeConnectionStatusChanged: () => void seen.push(core.getAgent("default")?.state) });
    await core.connect();
    expect(core.getAgent("default")!.state).toEqual({ budget: 4321 });
    expect(seen.at(-1)).toEqual({ budget: 4321 });
    expect(standIn.state).toEqual({}); // given once

    // Never over the state an agent has already (a thread's own).
    const pending = core.resolveAgent("private", { pending: true }).agent;
    pending.setState({ budget: 7 });
    const { agent: registered } = core.registerProxiedAgent({ agentId: "private", runtimeAgentId: "default" });
    expect(registered.state).toEqual({ budget: 7 });
    registered.setState({ budget: 8 });
    pending.setState({ budget: 9 });
    core.registerProxiedAgent({ agentId: "another", runtimeAgentId: "default" });
    expect(registered.state).toEqual({ budget: 8 });
  });

  it("waits one macrotask of its timers before a follow-up run (frameworks commit renders first)", async () => {
    const waits: number[] = [];
    const core = new CopilotKitCore({ timers: { setTimeout: (callback, ms) => (waits.push(ms), setTimeout(callback, ms)), clearTimeout } });
    await core.waitForPendingFrameworkUpdates();
    expect(waits).toEqual([0]);
  });

  it("shows static suggestions at once and streams dynamic ones from the suggest route", async () => {
    const { core, agent, requests } = await connected();
    const staticId = core.addSuggestionsConfig({ suggestions: [{ title: "Say hi", message: "hi" }] });
    await core.reloadSuggestions("default");
    expect(core.getSuggestions("default").suggestions).toEqual([{ title: "Say hi", message: "hi", isLoading: false }]);
    core.removeSuggestionsConfig(staticId);
    core.addSuggestionsConfig({ instructions: "be helpful", providerAgentId: "suggester", consumerAgentId: "default", available: "always" });
    const updates: Array<Array<{ title: string; isLoading: boolean }>> = [];
    core.subscribe({ onSuggestionsChanged: ({ suggestions }) => void updates.push(suggestions.map(({ title, isLoading }) => ({ title, isLoading }))) });
    say(agent, "hi");
    await core.reloadSuggestions("default");
    expect(core.getSuggestions("default")).toEqual({
      suggestions: [
        { title: "Weather", message: "What is the weather?", isLoading: false },
        { title: "Time", message: "What time is it?", isLoading: false },
      ],
      isLoading: false,
    });
    expect(updates.some((update) => update.some((suggestion) => suggestion.isLoading))).toBe(true);
    expect(requests.some((request) => request.url.endsWith("/agent/suggester/suggest"))).toBe(true);
  });

  it("reports a failing suggestion provider as suggestions_failed", async () => {
    const { core, agent, errors } = await connected();
    core.registerProxiedAgent({ agentId: "broken", runtimeAgentId: "nope" });
    core.addSuggestionsConfig({ instructions: "x", providerAgentId: "broken", available: "always" });
    say(agent, "hi");
    await core.reloadSuggestions("default");
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.SUGGESTIONS_FAILED]);
  });

  it("reports a provider agent that does not exist at once, before the generation code loads", async () => {
    const { core, agent, errors } = await connected();
    core.addSuggestionsConfig({ instructions: "x", providerAgentId: "missing", available: "always" });
    say(agent, "hi");
    const reloading = core.reloadSuggestions("default");
    // Synchronously: no chunk load, no request stands between the call and the error.
    expect(errors.map((error) => [error.code, error.message])).toEqual([
      [CopilotKitCoreErrorCode.SUGGESTIONS_FAILED, "Suggestion provider agent 'missing' not found"],
    ]);
    await reloading;
    expect(core.getSuggestions("default")).toEqual({ suggestions: [], isLoading: false });
  });

  it("lists, renames, archives and deletes threads", async () => {
    const { core, agent, errors } = await connected();
    say(agent, "hi");
    await core.runAgent({ agent });
    const page = await core.threads.listThreads({ agentId: "default", limit: 200 });
    expect(page.threads.some((thread) => thread.id === agent.threadId)).toBe(true);
    expect((await core.threads.renameThread(agent.threadId, "Greeting")).name).toBe("Greeting");
    expect((await core.threads.getThreadMessages(agent.threadId)).at(-1)).toMatchObject({ content: "Hello, world" });
    await core.threads.archiveThread(agent.threadId);
    const visible = await core.threads.listThreads({ agentId: "default", limit: 200 });
    expect(visible.threads.some((thread) => thread.id === agent.threadId)).toBe(false);
    await core.threads.deleteThread(agent.threadId);
    await expect(core.threads.deleteThread(agent.threadId)).rejects.toMatchObject({ status: 404 });
    expect(errors.map((error) => error.code)).toEqual([CopilotKitCoreErrorCode.THREAD_REQUEST_FAILED]);
  });
});
