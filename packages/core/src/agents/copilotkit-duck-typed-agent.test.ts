import type { AbstractAgent, RunAgentResult } from "@ag-ui/client";
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { immediateScheduler } from "../async/scheduler.js";
import { RunHandler } from "../run/run-handler.js";
import { ToolRegistry } from "../tools/tool-registry.js";
import type { FrontendTool } from "../types.js";

/**
 * An agent shaped like the `MockAgent` of CopilotKit's core tests: a messages array, `runAgent`
 * pushing what it produces and returning it, `subscribe`, `abortRun`, `clone`, and nothing else
 * (no `setMessages`, `setState` or `detachActiveRun`).
 */
function duckTypedAgent(replies: Array<(messages: Message[]) => Message[]>) {
  const inputs: unknown[] = [];
  const agent = {
    agentId: undefined as string | undefined,
    threadId: "thread-1",
    messages: [] as Message[],
    state: {} as Record<string, unknown>,
    isRunning: false,
    async runAgent(parameters: unknown): Promise<RunAgentResult> {
      inputs.push(parameters);
      const reply = replies.shift();
      const newMessages = reply ? reply(agent.messages) : [];
      agent.messages.push(...newMessages);
      return { result: undefined, newMessages };
    },
    subscribe: () => ({ unsubscribe: () => undefined }),
    abortRun: () => undefined,
    clone() {
      return agent;
    },
  };
  return { agent, inputs };
}

const toolCall = (id: string, name: string, args: object): Message => ({
  id: `a-${id}`,
  role: "assistant",
  content: "",
  toolCalls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }],
});
const text = (id: string, content: string): Message => ({ id, role: "assistant", content });

function setup(agent: object, tools: FrontendTool[]) {
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent as unknown as AbstractAgent }, tools, scheduler: immediateScheduler });
  const errors: string[] = [];
  core.subscribe({ onError: ({ code, error }) => void errors.push(`${code}: ${error.message}`) });
  return { core, errors, registered: core.getAgent("default")! };
}

describe("agents that implement only what CopilotKit's core requires", () => {
  it("run a frontend tool: the result goes after the call, the follow-up runs, and runAgent returns the last run's messages", async () => {
    const { agent, inputs } = duckTypedAgent([() => [toolCall("c1", "getWeather", { city: "Paris" })], () => [text("t1", "Sunny in Paris.")]]);
    const { core, errors, registered } = setup(agent, [{ name: "getWeather", handler: ({ city }) => `sunny in ${String(city)}` }]);
    const result = await core.runAgent({ agent: registered });
    expect(errors).toEqual([]);
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool", "assistant"]);
    expect(agent.messages[1]).toMatchObject({ role: "tool", toolCallId: "c1", content: "sunny in Paris" });
    expect(inputs).toHaveLength(2);
    expect(result.newMessages).toEqual([text("t1", "Sunny in Paris.")]);
  });

  it("runTool appends the call and its result without setMessages", async () => {
    const { agent } = duckTypedAgent([]);
    const { core, errors } = setup(agent, [{ name: "highlight", handler: ({ id }) => ({ highlighted: id }) }]);
    const outcome = await core.runTool({ name: "highlight", parameters: { id: "row-3" }, followUp: false });
    expect(errors).toEqual([]);
    expect(outcome).toMatchObject({ result: '{"highlighted":"row-3"}' });
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool"]);
  });

  it("switching threads clears messages and state by assignment", async () => {
    const { agent } = duckTypedAgent([]);
    agent.messages.push(text("old", "from the previous thread"));
    agent.state = { step: 3 };
    const { core, registered } = setup(agent, []);
    await core.connectAgent({ agent: registered });
    agent.threadId = "thread-2";
    await core.connectAgent({ agent: registered });
    expect(agent.messages).toEqual([]);
    expect(agent.state).toEqual({});
  });
});

describe("runTool follow-up, as CopilotKit's", () => {
  it("does not follow up by default, even for a tool whose own followUp is true (that flag is for calls the agent makes)", async () => {
    const { agent, inputs } = duckTypedAgent([() => [text("t1", "Done.")]]);
    const { core } = setup(agent, [{ name: "log", followUp: true, handler: () => "logged" }]);
    await core.runTool({ name: "log" });
    expect(inputs).toHaveLength(0);
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool"]);
    await core.runTool({ name: "log", followUp: "generate" });
    expect(inputs).toHaveLength(1);
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool", "assistant", "tool", "assistant"]);
  });

  it("does not follow up with followUp: false, and adds a user message for a follow-up text", async () => {
    const { agent, inputs } = duckTypedAgent([() => [text("t1", "Noted.")]]);
    const { core } = setup(agent, [{ name: "log", handler: () => "logged" }]);
    await core.runTool({ name: "log", followUp: false });
    expect(inputs).toHaveLength(0);
    await core.runTool({ name: "log", followUp: "Summarise the log" });
    expect(inputs).toHaveLength(1);
    expect(agent.messages.map((message) => message.role)).toEqual(["assistant", "tool", "assistant", "tool", "user", "assistant"]);
    expect(agent.messages[4]).toMatchObject({ role: "user", content: "Summarise the log" });
  });
});

describe("RunHandler.initialize", () => {
  it("replaces the frontend tools with the given list (CopilotKit's start-up call)", () => {
    const changes: string[][] = [];
    const tools = new ToolRegistry((names) => void changes.push(names));
    tools.addTool({ name: "old" });
    const handler = new RunHandler({
      tools,
      getAgent: () => undefined,
      getContextForAgent: () => [],
      getProperties: () => ({}),
      prepareAgent: () => undefined,
      emitError: () => undefined,
      onAgentRunStarted: () => undefined,
      onAgentInterrupted: () => undefined,
      onToolExecutionStart: () => undefined,
      onToolExecutionEnd: () => undefined,
      onRunStarting: () => undefined,
      onRunCompleted: () => undefined,
      waitForPendingFrameworkUpdates: async () => undefined,
    });
    handler.initialize([{ name: "a" }, { name: "b", agentId: "helper" }]);
    expect(handler.tools.map((tool) => tool.name)).toEqual(["a", "b"]);
    expect(tools.getTool({ toolName: "old" })).toBeUndefined();
    expect(tools.getTool({ toolName: "b", agentId: "helper" })).toMatchObject({ name: "b" });
  });
});

describe("RunHandler built CopilotKit's way, from a core", () => {
  it("from a stand-in core: keeps its own tools and builds their JSON Schema for the model", () => {
    const handler = new RunHandler({});
    handler.initialize([
      { name: "noArgs" },
      {
        name: "search",
        parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false, $schema: "http://json-schema.org/draft-07/schema#" },
      },
    ]);
    handler.addTool({ name: "scoped", agentId: "helper" });
    expect(handler.getTool({ toolName: "scoped", agentId: "helper" })).toMatchObject({ name: "scoped" });
    expect(handler.buildFrontendTools().map((tool) => tool.name)).toEqual(["noArgs", "search"]);
    expect(handler.buildFrontendTools("helper").map((tool) => tool.name)).toEqual(["noArgs", "search", "scoped"]);
    const [noArgs, search] = handler.buildFrontendTools();
    expect(noArgs!.parameters).toEqual({ type: "object", properties: {} });
    expect(search!.parameters).toEqual({ type: "object", properties: { q: { type: "string" } }, required: ["q"] });
    handler.removeTool("search");
    handler.setTools([{ name: "only" }]);
    expect(handler.tools.map((tool) => tool.name)).toEqual(["only"]);
  });

  it("from a CopilotKitCore: runs the core's agents with the core's context and properties", async () => {
    const { agent, inputs } = duckTypedAgent([() => [text("t1", "ok")]]);
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent as never }, properties: { plan: "pro" }, scheduler: immediateScheduler });
    core.addContext({ description: "page", value: "home" });
    const handler = new RunHandler(core);
    handler.addTool({ name: "highlight" });
    await handler.runAgent({ agent: core.getAgent("default")! });
    expect(inputs[0]).toMatchObject({ forwardedProps: { plan: "pro" }, context: [{ description: "page", value: "home" }], tools: [{ name: "highlight" }] });
  });
});
