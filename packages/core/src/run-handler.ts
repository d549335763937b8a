import type { AbstractAgent, AgentSubscriber, RunAgentResult } from "@ag-ui/client";
import type { AssistantMessage, Context, Interrupt, Message, ToolCall, ToolMessage } from "@ag-ui/core";
import { CopilotKitCoreErrorCode } from "./copilot-kit-core-error-code.js";
import { isAbortError } from "./is-abort-error.js";
import { parseToolArguments } from "./parse-tool-arguments.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import { RuntimeRequestError } from "./runtime-request-error.js";
import { WILDCARD_TOOL_NAME, type ToolRegistry } from "./tool-registry.js";
import type {
  ConnectAgentParams,
  FrontendTool,
  RunAgentParams,
  RunToolParams,
  RunToolResult,
  StopAgentParams,
} from "./types.js";
import { validateToolArguments } from "./validate-tool-arguments.js";

/** What the run handler needs from its surroundings; the core passes these in. */
export interface RunHandlerOptions {
  /** The frontend tools offered to agents and executed for them. */
  tools: ToolRegistry;
  getAgent(agentId: string): AbstractAgent | undefined;
  getContextForAgent(agentId: string | undefined): Context[];
  getProperties(): Record<string, unknown>;
  /** Called before every run and connect (the core re-applies headers and credentials). */
  prepareAgent(agent: AbstractAgent): void;
  emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void;
  onAgentRunStarted(agent: AbstractAgent): void;
  onAgentInterrupted(agent: AbstractAgent, interrupts: Interrupt[]): void;
  onToolExecutionStart(event: { toolCallId: string; agentId: string; toolName: string; args: unknown }): void;
  onToolExecutionEnd(event: { toolCallId: string; agentId: string; toolName: string; result: string; error?: string }): void;
  /** A top-level run is about to start on this agent (suggestions are cleared). */
  onRunStarting(agentId: string): void;
  /** A run or connect finished without being stopped (suggestions reload). */
  onRunCompleted(agentId: string): void;
  /** Lets a framework flush pending renders before a follow-up reads the context. */
  waitForPendingFrameworkUpdates(): Promise<void>;
  /** Follow-up runs allowed after one top-level run, per agent; default 10. */
  maxFollowUpDepth?: number;
}

/** One top-level run on one agent, with its follow-ups: its own abort controller and depth. */
interface RunContext {
  readonly controller: AbortController;
  depth: number;
  detached: boolean;
}

const PLACEHOLDER_RESULT = "Forwarded to client";

const contentText = (content: unknown): string => {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((part) => (part && typeof part === "object" && "text" in part ? String(part.text) : "")).join("");
  }
  return "";
};

const stringifyResult = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

const randomId = () => globalThis.crypto.randomUUID();

/**
 * Runs agents and executes their frontend tools: builds each run's input (tools, context,
 * properties), executes every pending client tool call exactly once after the run (validated
 * against the tool's schema), inserts the results after their assistant message, and follows up
 * within a per-agent depth limit. One abort controller per agent run: stopping one agent never
 * touches another, and a stopped or detached run executes nothing further.
 */
export class RunHandler {
  readonly #options: RunHandlerOptions;
  readonly #tools: ToolRegistry;
  readonly #active = new WeakMap<AbstractAgent, RunContext>();
  readonly #executed = new WeakMap<AbstractAgent, Set<string>>();
  readonly #lastConnectedThread = new WeakMap<AbstractAgent, string>();

  constructor(options: RunHandlerOptions) {
    this.#options = options;
    this.#tools = options.tools;
  }

  // ---- runs ----------------------------------------------------------------------------------

  /**
   * Runs the agent, executes its pending frontend tool calls and follows up as they ask. Never
   * rejects: failures reach `onError` (once each) and resolve with what was produced. Resolves
   * with the messages added by the run and all its follow-ups.
   */
  async runAgent(params: RunAgentParams): Promise<RunAgentResult> {
    const { agent } = params;
    const agentId = agent.agentId ?? "";
    this.#options.onRunStarting(agentId);
    const previous = this.#active.get(agent);
    if (previous) previous.detached = true;
    await agent.detachActiveRun?.();
    const run: RunContext = { controller: new AbortController(), depth: 0, detached: false };
    this.#active.set(agent, run);
    this.#options.onAgentRunStarted(agent);

    const newMessages: Message[] = [];
    let result: unknown;
    let first = true;
    const maxDepth = this.#options.maxFollowUpDepth ?? 10;
    try {
      while (true) {
        const outcome = await this.#runOnce(agent, run, params, first);
        if (!outcome) return { result, newMessages };
        newMessages.push(...outcome.newMessages);
        result = outcome.result;
        if (run.detached || run.controller.signal.aborted) return { result, newMessages };
        if (outcome.interrupts.length > 0) {
          this.#options.onAgentInterrupted(agent, outcome.interrupts);
          break;
        }
        const followUp = await this.#executeToolCalls(agent, run, outcome.newMessages, outcome.pendingToolCallIds);
        if (!followUp || run.detached || run.controller.signal.aborted) break;
        if (run.depth >= maxDepth) {
          this.#options.emitError(
            new Error(`Follow-up depth limit (${maxDepth}) reached for agent '${agentId}'`),
            CopilotKitCoreErrorCode.FOLLOW_UP_LIMIT_REACHED,
            { agentId, depth: run.depth },
          );
          break;
        }
        run.depth++;
        first = false;
        await this.#options.waitForPendingFrameworkUpdates();
        if (run.detached || run.controller.signal.aborted) return { result, newMessages };
      }
      this.#options.onRunCompleted(agentId);
      return { result, newMessages };
    } finally {
      if (this.#active.get(agent) === run) this.#active.delete(agent);
    }
  }

  async #runOnce(
    agent: AbstractAgent,
    run: RunContext,
    params: RunAgentParams,
    first: boolean,
  ): Promise<{ newMessages: Message[]; result: unknown; pendingToolCallIds: string[] | undefined; interrupts: Interrupt[] } | undefined> {
    const agentId = agent.agentId;
    this.#options.prepareAgent(agent);
    let pendingToolCallIds: string[] | undefined;
    let interrupts: Interrupt[] = [];
    let failure: Error | undefined;
    const subscriber: AgentSubscriber = {
      onRunFailed: ({ error }) => {
        failure = error;
      },
      onRunErrorEvent: ({ event }) => {
        if (run.controller.signal.aborted || event.code === "abort") return;
        this.#options.emitError(new Error(event.message), CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT, {
          agentId,
          event,
          runtimeErrorCode: event.code,
        });
      },
      onRunFinishedEvent: (finished) => {
        if (finished.outcome === "success") pendingToolCallIds = finished.pendingToolCallIds;
        else if (finished.outcome === "interrupt") interrupts = finished.interrupts;
      },
    };
    try {
      const properties = this.#options.getProperties();
      const output = await agent.runAgent(
        {
          forwardedProps: { ...properties, ...params.forwardedProps },
          tools: this.#tools.buildFrontendTools(agentId),
          context: this.#options.getContextForAgent(agentId),
          ...(first && params.runId !== undefined && { runId: params.runId }),
          ...(first && params.resume !== undefined && { resume: params.resume }),
        },
        subscriber,
      );
      if (failure && !run.controller.signal.aborted && !isAbortError(failure)) {
        this.#options.emitError(failure, CopilotKitCoreErrorCode.AGENT_RUN_FAILED_EVENT, { agentId, source: "onRunFailed" });
      }
      return { newMessages: output.newMessages, result: output.result, pendingToolCallIds, interrupts };
    } catch (error) {
      if (run.controller.signal.aborted || isAbortError(error)) return undefined;
      const asError = error instanceof Error ? error : new Error(String(error));
      const locked = RuntimeRequestError.isInstance(error) && error.status === 409;
      this.#options.emitError(
        asError,
        locked ? CopilotKitCoreErrorCode.AGENT_THREAD_LOCKED : CopilotKitCoreErrorCode.AGENT_RUN_FAILED,
        { agentId, ...(RuntimeRequestError.isInstance(error) && { status: error.status }) },
      );
      return undefined;
    }
  }

  /** The tool calls of this run that the client must answer, in order. */
  #pendingCalls(agent: AbstractAgent, newMessages: Message[], pendingIds: string[] | undefined) {
    const executed = this.#executed.get(agent) ?? new Set<string>();
    this.#executed.set(agent, executed);
    const results = new Map<string, ToolMessage>();
    for (const message of agent.messages) if (message.role === "tool") results.set(message.toolCallId, message);
    const pending = pendingIds ? new Set(pendingIds) : undefined;
    const calls: Array<{ call: ToolCall; messageId: string; placeholder: boolean }> = [];
    for (const message of newMessages) {
      if (message.role !== "assistant") continue;
      for (const call of (message as AssistantMessage).toolCalls ?? []) {
        if (executed.has(call.id)) continue;
        const existing = results.get(call.id);
        const placeholder = existing !== undefined && contentText(existing.content).trim() === PLACEHOLDER_RESULT;
        if (existing && !placeholder) continue;
        if (!existing && pending && !pending.has(call.id)) continue;
        calls.push({ call, messageId: message.id, placeholder });
      }
    }
    return { calls, executed };
  }

  /** Executes the pending calls one after another; resolves whether a follow-up run is wanted. */
  async #executeToolCalls(
    agent: AbstractAgent,
    run: RunContext,
    newMessages: Message[],
    pendingIds: string[] | undefined,
  ): Promise<boolean> {
    const agentId = agent.agentId ?? "";
    const { calls, executed } = this.#pendingCalls(agent, newMessages, pendingIds);
    let followUp = false;
    for (const { call, messageId, placeholder } of calls) {
      if (run.detached || run.controller.signal.aborted) return false;
      const name = call.function.name;
      const specific = this.#tools.getTool({ toolName: name, agentId });
      const tool = specific ?? this.#tools.getTool({ toolName: WILDCARD_TOOL_NAME, agentId });
      if (!tool) continue;
      if (placeholder && !tool.handler) continue;
      executed.add(call.id);
      const enabled = this.#tools.isToolEnabled(tool.name, tool.agentId);
      const outcome = enabled
        ? await this.#execute(agent, run, tool, call, specific === undefined)
        : { content: `Error: tool '${name}' is not available`, ok: false };
      if (run.detached) return false;
      if (!this.#insertResult(agent, messageId, call.id, outcome.content)) return false;
      if (outcome.ok && tool.followUp !== false) followUp = true;
    }
    return followUp;
  }

  async #execute(
    agent: AbstractAgent,
    run: RunContext,
    tool: FrontendTool,
    call: ToolCall,
    wildcard: boolean,
  ): Promise<{ content: string; ok: boolean }> {
    const agentId = agent.agentId ?? "";
    const toolName = call.function.name;
    const base = { toolCallId: call.id, agentId, toolName };
    const errorContext = { ...base, rawArguments: call.function.arguments, toolType: wildcard ? "wildcard" : "frontend" };
    let args: Record<string, unknown>;
    try {
      args = parseToolArguments(call.function.arguments, toolName);
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#options.onToolExecutionStart({ ...base, args: undefined });
      this.#options.emitError(asError, CopilotKitCoreErrorCode.TOOL_ARGUMENT_PARSE_FAILED, errorContext);
      const content = `Error: ${asError.message}`;
      this.#options.onToolExecutionEnd({ ...base, result: "", error: asError.message });
      return { content, ok: false };
    }
    if (!wildcard) {
      const validation = await validateToolArguments(tool, args);
      if (!validation.valid) {
        const message = `Invalid arguments for tool '${toolName}': ${validation.message}`;
        this.#options.onToolExecutionStart({ ...base, args });
        this.#options.emitError(new Error(message), CopilotKitCoreErrorCode.TOOL_ARGUMENT_VALIDATION_FAILED, { ...errorContext, parsedArgs: args });
        this.#options.onToolExecutionEnd({ ...base, result: "", error: message });
        return { content: `Error: ${message}`, ok: false };
      }
      args = validation.value;
    }
    if (!tool.handler) return { content: "", ok: true };
    this.#options.onToolExecutionStart({ ...base, args });
    try {
      const handlerArgs = wildcard ? { toolName, args } : args;
      const value = await tool.handler(handlerArgs, { toolCall: call, agent, signal: run.controller.signal });
      const content = stringifyResult(value);
      this.#options.onToolExecutionEnd({ ...base, result: content });
      return { content, ok: true };
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      if (!run.controller.signal.aborted) {
        this.#options.emitError(asError, CopilotKitCoreErrorCode.TOOL_HANDLER_FAILED, { ...errorContext, parsedArgs: args });
      }
      this.#options.onToolExecutionEnd({ ...base, result: "", error: asError.message });
      return { content: `Error: ${asError.message}`, ok: false };
    }
  }

  /**
   * Puts the result right after its assistant message (and the results already there), replacing
   * a placeholder result of the same call. False when the assistant message is gone (the thread
   * was switched meanwhile): nothing is inserted then.
   */
  #insertResult(agent: AbstractAgent, assistantId: string, toolCallId: string, content: string): boolean {
    const messages = agent.messages.slice();
    const owner = messages.findIndex((message) => message.id === assistantId);
    if (owner === -1) return false;
    const result: ToolMessage = { id: randomId(), role: "tool", toolCallId, content };
    const existing = messages.findIndex((message) => message.role === "tool" && message.toolCallId === toolCallId);
    if (existing !== -1) {
      messages[existing] = { ...result, id: messages[existing]!.id };
    } else {
      let at = owner + 1;
      while (at < messages.length && messages[at]!.role === "tool") at++;
      messages.splice(at, 0, result);
    }
    agent.setMessages(messages);
    return true;
  }

  /**
   * Attaches to the agent's thread (replay, then the live run) without executing tools. On a
   * thread switch, messages and state are cleared first; a proxied agent on the same thread
   * resumes after the last event it saw, so nothing is applied twice.
   */
  async connectAgent({ agent }: ConnectAgentParams): Promise<RunAgentResult> {
    const agentId = agent.agentId ?? "";
    const previous = this.#active.get(agent);
    if (previous) previous.detached = true;
    await agent.detachActiveRun?.();
    const lastThread = this.#lastConnectedThread.get(agent);
    const switched = lastThread !== undefined && lastThread !== agent.threadId;
    const proxied = agent instanceof ProxiedCopilotRuntimeAgent;
    if (switched || (proxied && agent.lastEventId() === undefined)) {
      agent.setMessages([]);
      agent.setState({});
      if (proxied) agent.clearReconnectCursor();
    }
    this.#lastConnectedThread.set(agent, agent.threadId);
    this.#options.prepareAgent(agent);
    this.#options.onAgentRunStarted(agent);
    let failure: Error | undefined;
    try {
      const output = await agent.connectAgent(
        {
          forwardedProps: this.#options.getProperties(),
          tools: this.#tools.buildFrontendTools(agentId),
          context: this.#options.getContextForAgent(agentId),
        },
        { onRunFailed: ({ error }) => void (failure = error) },
      );
      if (failure && !isAbortError(failure)) {
        this.#options.emitError(failure, CopilotKitCoreErrorCode.AGENT_CONNECT_FAILED, { agentId });
      } else {
        this.#options.onRunCompleted(agentId);
      }
      return output;
    } catch (error) {
      if (!isAbortError(error)) {
        const asError = error instanceof Error ? error : new Error(String(error));
        this.#options.emitError(asError, CopilotKitCoreErrorCode.AGENT_CONNECT_FAILED, { agentId });
      }
      return { result: undefined, newMessages: [] };
    }
  }

  /**
   * Stops the agent's run: its handlers see their signal aborted, no follow-up starts, the local
   * stream is closed and (for a runtime agent) the runtime is asked to stop the thread's run.
   */
  async stopAgent({ agent }: StopAgentParams): Promise<void> {
    this.#active.get(agent)?.controller.abort();
    if (agent instanceof ProxiedCopilotRuntimeAgent) {
      try {
        await agent.stopRun();
      } catch (error) {
        console.warn("Stop request failed:", error);
      }
      return;
    }
    agent.abortRun();
  }

  /**
   * Calls a tool as if the agent had: adds an assistant tool call and its result to the agent's
   * messages, then follows up unless `followUp` is false.
   */
  async runTool(params: RunToolParams): Promise<RunToolResult> {
    const agentId = params.agentId ?? "default";
    const tool = this.#tools.getTool({ toolName: params.name, agentId });
    if (!tool) {
      const error = new Error(`Tool '${params.name}' not found`);
      this.#options.emitError(error, CopilotKitCoreErrorCode.TOOL_NOT_FOUND, { toolName: params.name, agentId });
      throw error;
    }
    const agent = this.#options.getAgent(agentId);
    if (!agent) {
      const error = new Error(`Agent '${agentId}' not found`);
      this.#options.emitError(error, CopilotKitCoreErrorCode.AGENT_NOT_FOUND, { agentId });
      throw error;
    }
    const call: ToolCall = {
      id: randomId(),
      type: "function",
      function: { name: params.name, arguments: JSON.stringify(params.parameters ?? {}) },
    };
    const assistant: AssistantMessage = { id: randomId(), role: "assistant", toolCalls: [call] };
    agent.setMessages([...agent.messages, assistant]);
    const run: RunContext = { controller: new AbortController(), depth: 0, detached: false };
    const outcome = await this.#execute(agent, run, tool, call, false);
    this.#insertResult(agent, assistant.id, call.id, outcome.content);
    const error = outcome.ok ? undefined : outcome.content.replace(/^Error: /, "");
    if (outcome.ok && params.followUp !== false && tool.followUp !== false) {
      if (typeof params.followUp === "string" && params.followUp !== "generate") {
        agent.setMessages([...agent.messages, { id: randomId(), role: "user", content: params.followUp }]);
      }
      await this.#options.waitForPendingFrameworkUpdates();
      await this.runAgent({ agent });
    }
    return { toolCallId: call.id, result: outcome.content, ...(error !== undefined && { error }) };
  }
}
