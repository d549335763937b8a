import { EventType, type BaseEvent } from "@ag-ui/client";
import { describe, expect, it, vi } from "vitest";
import { BasicAgent, BuiltInAgent, selectModelFromEnv } from "../src/index.js";
import { collect, finish, hangingModel, ofType, runInput, scriptedModel, textParts, toolCallParts, types } from "./helpers.js";

describe("BuiltInAgent text streaming", () => {
  it("streams text as START/CONTENT/END between RUN_STARTED and RUN_FINISHED, with usage", async () => {
    const model = scriptedModel([...textParts("0", "Hel", "lo", " world"), finish()]);
    const agent = new BuiltInAgent({ model, prompt: "Be brief." });
    const events = await collect(agent.run(runInput()));
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
    expect(ofType(events, EventType.TEXT_MESSAGE_CONTENT).map((event) => event.delta).join("")).toBe("Hello world");
    const messageId = ofType(events, EventType.TEXT_MESSAGE_START)[0]!.messageId;
    expect(messageId).not.toBe("0");
    const runFinished = events.at(-1)!;
    expect(runFinished).toMatchObject({
      threadId: "thread-1",
      runId: "run-1",
      outcome: { type: "success" },
      usage: [{ provider: "mock-provider", model: "mock-model", inputTokens: 10, outputTokens: 5, totalTokens: 15 }],
    });
    // the prompt goes through `system`, never as a system message
    const call = model.doStreamCalls[0]!;
    expect(call.prompt[0]).toEqual({ role: "system", content: "Be brief." });
    expect(call.prompt.filter((message) => message.role === "system")).toHaveLength(1);
  });

  it("skips empty text deltas, keeps empty reasoning deltas, and maps reasoning to a closed reasoning span", async () => {
    const model = scriptedModel([
      { type: "reasoning-start", id: "r" },
      { type: "reasoning-delta", id: "r", delta: "" },
      { type: "reasoning-delta", id: "r", delta: "thinking" },
      // no reasoning-end: Anthropic omits it; the text must close the span
      ...textParts("t", "", "answer"),
      finish(),
    ]);
    const events = await collect(new BuiltInAgent({ model }).run(runInput()));
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.REASONING_START,
      EventType.REASONING_MESSAGE_START,
      EventType.REASONING_MESSAGE_CONTENT,
      EventType.REASONING_MESSAGE_CONTENT,
      EventType.REASONING_MESSAGE_END,
      EventType.REASONING_END,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
    expect(ofType(events, EventType.REASONING_MESSAGE_CONTENT).map((event) => event.delta)).toEqual(["", "thinking"]);
  });

  it("builds the system prompt from prompt, context and state, and offers state tools only with state", async () => {
    const withState = scriptedModel([finish()]);
    await collect(
      new BuiltInAgent({ model: withState, prompt: "P" }).run(
        runInput({ context: [{ description: "User name", value: "Ada" }], state: { theme: "light" } }),
      ),
    );
    const system = withState.doStreamCalls[0]!.prompt[0]!;
    expect(system.role).toBe("system");
    const text = system.content as string;
    expect(text.indexOf("P")).toBe(0);
    expect(text).toContain("User name:\nAda");
    expect(text).toContain('"theme": "light"');
    expect(text.indexOf("User name")).toBeLessThan(text.indexOf('"theme"'));
    expect(withState.doStreamCalls[0]!.tools?.map((tool) => tool.name)).toEqual(["AGUISendStateSnapshot", "AGUISendStateDelta"]);

    const withoutState = scriptedModel([finish()]);
    await collect(new BuiltInAgent({ model: withoutState }).run(runInput({ state: {} })));
    expect(withoutState.doStreamCalls[0]!.tools ?? []).toEqual([]);
    expect(withoutState.doStreamCalls[0]!.prompt.some((message) => message.role === "system")).toBe(false);
  });

  it("appends forwarded system and developer messages to the system prompt, and only when asked", async () => {
    const messages = [
      { id: "s", role: "system" as const, content: "Answer in French." },
      { id: "d", role: "developer" as const, content: "Be terse." },
      { id: "u", role: "user" as const, content: "Hi" },
    ];
    const forwarded = scriptedModel([finish()]);
    await collect(new BuiltInAgent({ model: forwarded, prompt: "P", forwardSystemMessages: true, forwardDeveloperMessages: true }).run(runInput({ messages })));
    expect(forwarded.doStreamCalls[0]!.prompt).toEqual([
      { role: "system", content: "P\n\nAnswer in French.\n\nBe terse." },
      { role: "user", content: [{ type: "text", text: "Hi" }] },
    ]);
    const dropped = scriptedModel([finish()]);
    await collect(new BuiltInAgent({ model: dropped, prompt: "P" }).run(runInput({ messages })));
    expect(dropped.doStreamCalls[0]!.prompt[0]).toEqual({ role: "system", content: "P" });
  });

  it("gives each step its own assistant message id", async () => {
    const model = scriptedModel(
      [...textParts("0", "Looking up"), ...toolCallParts("call-1", "lookup", { q: "x" }), finish("tool-calls")],
      [...toolCallParts("call-2", "lookup", { q: "y" }, false), finish("tool-calls")],
      [...textParts("0", "Done"), finish()],
    );
    const { defineTool } = await import("../src/index.js");
    const { z } = await import("zod");
    const lookup = defineTool({ name: "lookup", description: "Look up", parameters: z.object({ q: z.string() }), execute: async ({ q }) => `found ${q}` });
    const events = await collect(new BuiltInAgent({ model, tools: [lookup] }).run(runInput()));
    const textIds = ofType(events, EventType.TEXT_MESSAGE_START).map((event) => event.messageId);
    const parentIds = ofType(events, EventType.TOOL_CALL_START).map((event) => event.parentMessageId);
    expect(parentIds[0]).toBe(textIds[0]);
    expect(new Set([...textIds, ...parentIds]).size).toBe(3);
    expect(ofType(events, EventType.TOOL_CALL_RESULT).map((event) => event.content)).toEqual(["found x", "found y"]);
  });
});

describe("BuiltInAgent instances", () => {
  it("offers its options as `config` to subclasses, as CopilotKit's agent names them, shared with its clones", () => {
    class Inspecting extends BuiltInAgent {
      options_(): unknown {
        return this.config;
      }
    }
    const options = { model: scriptedModel([finish()]), prompt: "P" };
    const agent = new Inspecting(options);
    expect(agent.options_()).toBe(options);
    expect((agent.clone() as Inspecting).options_()).toBe(options);
  });

  it("clones share options but not runs: aborting a clone leaves the original running", async () => {
    const model = hangingModel(textParts("0", "tok").slice(0, 2));
    const agent = new BuiltInAgent({ model, description: "helper", agentId: "a" });
    const clone = agent.clone();
    expect(clone).toBeInstanceOf(BuiltInAgent);
    expect(clone.description).toBe("helper");
    const seen: BaseEvent[] = [];
    const subscription = agent.run(runInput()).subscribe((event) => seen.push(event));
    // The clone runs too, as a control: once its own run has ended cancelled, an abort that leaked
    // to the original would have ended the original's run by the same path.
    const cloneSeen: BaseEvent[] = [];
    const cloneSubscription = clone.run(runInput()).subscribe((event) => cloneSeen.push(event));
    await vi.waitFor(() => expect(seen.map((event) => event.type)).toContain(EventType.TEXT_MESSAGE_CHUNK));
    await vi.waitFor(() => expect(cloneSeen.map((event) => event.type)).toContain(EventType.TEXT_MESSAGE_CHUNK));
    clone.abortRun();
    await vi.waitFor(() => expect(cloneSeen.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } }));
    cloneSubscription.unsubscribe();
    expect(seen.at(-1)!.type).toBe(EventType.TEXT_MESSAGE_CHUNK);
    agent.abortRun();
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } }));
    subscription.unsubscribe();
  });

  it("runs concurrently on one instance without mixing events", async () => {
    const model = scriptedModel([...textParts("0", "one"), finish()], [...textParts("0", "two"), finish()]);
    const agent = new BuiltInAgent({ model });
    const [first, second] = await Promise.all([collect(agent.run(runInput({ runId: "a" }))), collect(agent.run(runInput({ runId: "b" })))]);
    expect(first.at(-1)).toMatchObject({ runId: "a" });
    expect(second.at(-1)).toMatchObject({ runId: "b" });
  });

  it("advertises its capabilities, merged with configured ones", async () => {
    const { defineTool } = await import("../src/index.js");
    const { z } = await import("zod");
    const approve = defineTool({ name: "approve", description: "", parameters: z.object({}), interrupt: true });
    const capabilities = await new BuiltInAgent({ model: "openai/gpt-4o", tools: [approve], capabilities: { tools: { parallelCalls: false }, custom: { x: 1 } } }).getCapabilities();
    expect(capabilities.tools).toEqual({ supported: true, clientProvided: true, parallelCalls: false });
    expect(capabilities.humanInTheLoop).toEqual({ supported: true, interrupts: true });
    expect(capabilities.custom).toEqual({ x: 1 });
    expect(BasicAgent).toBe(BuiltInAgent);
  });
});

describe("selectModelFromEnv", () => {
  it("prefers WINGMAN_MODEL, then provider keys, then a compatible server, then the offline demo model", () => {
    expect(selectModelFromEnv({ env: { WINGMAN_MODEL: "anthropic/x", OPENAI_API_KEY: "k" } })).toEqual({ model: "anthropic/x", label: "anthropic/x", offline: false });
    expect(selectModelFromEnv({ env: { OPENAI_API_KEY: "k", ANTHROPIC_API_KEY: "k" } }).model).toBe("openai/gpt-4o-mini");
    expect(selectModelFromEnv({ env: { GOOGLE_API_KEY: "k" } }).model).toBe("google/gemini-2.0-flash");
    expect(selectModelFromEnv({ env: { OPENAI_COMPATIBLE_BASE_URL: "http://x", OPENAI_COMPATIBLE_MODEL: "llama3.2" } }).model).toBe("openai-compatible/llama3.2");
    const local = selectModelFromEnv({ env: { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "qwen3" } });
    expect(local).toMatchObject({ label: "openai-compatible/qwen3 at http://127.0.0.1:11434/v1", offline: false, model: { modelId: "qwen3" } });
    const offline = selectModelFromEnv({ env: {} });
    expect(offline).toMatchObject({ label: "offline demo model", offline: true, model: { provider: "wingman-demo" } });
  });
});
