import type { AbstractAgent, AgentSubscriber, RunAgentResult } from "@ag-ui/client";
import type { AssistantMessage, Context, Interrupt, Message, ToolCall } from "@ag-ui/core";
import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { isAbortError } from "../async/is-abort-error.js";
import { LEGACY_INTERRUPT_EVENT_NAME, legacyInterrupt } from "./legacy-interrupt.js";
import { ProxiedCopilotRuntimeAgent } from "../agents/proxied-copilot-runtime-agent.js";
import { replaceAgentMessages, replaceAgentState } from "../agents/replace-agent-messages.js";
import type { RunContext } from "./run-context.js";
import { RuntimeRequestError } from "../runtime-api/runtime-request-error.js";
import type { RunHandlerOptions } from "./run-handler-options.js";
import { isRunHandlerOptions, runHandlerOptionsForCore, type RunHandlerCore } from "./run-handler-core-options.js";
import type { ToolCallExecutor } from "./tool-call-executor.js";
import { WILDCARD_TOOL_NAME, type ToolRegistry } from "../tools/tool-registry.js";
import type { ConnectAgentParams, FrontendTool, GetToolParams, RunAgentParams, RunToolParams, RunToolResult, StopAgentParams } from "../types.js";
import type { Tool } from "@ag-ui/core";
import { withLateSubscriberRelay } from "../agents/late-subscribers.js";
import { announceConnectStart, trackAgentConnect } from "../agents/agent-connects.js";

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
  #executor: Promise<ToolCallExecutor> | undefined;
  readonly #active = new WeakMap<AbstractAgent, RunContext>();
  readonly #lastConnectedThread = new WeakMap<AbstractAgent, string>();

  /**
   * Takes the core's options (how `CopilotKitCore` builds its handler) or, CopilotKit's way, a
   * core: the handler then keeps its own tools and reads the core's agents, context and properties.
   */
  constructor(options: RunHandlerOptions | RunHandlerCore) {
    const resolved = isRunHandlerOptions(options) ? options : runHandlerOptionsForCore(options);
    this.#options = resolved;
    this.#tools = resolved.tools;
  }

  /** Replaces the frontend tools with `tools` (CopilotKit's start-up call; the core passes its `tools` option). */
  initialize(tools: FrontendTool[]): void {
    this.#tools.setTools(tools);
  }

  /** The registered frontend tools. */
  get tools(): readonly FrontendTool[] {
    return this.#tools.tools;
  }

  /** Adds a tool (replacing one of the same name and agent scope). */
  addTool<T extends Record<string, unknown> = Record<string, unknown>>(tool: FrontendTool<T>): void {
    this.#tools.addTool(tool);
  }

  /** Removes a tool by name, global or scoped to `agentId`. */
  removeTool(name: string, agentId?: string): void {
    this.#tools.removeTool(name, agentId);
  }

  /** The tool an agent's call would reach: the agent's own, else the global one. */
  getTool(params: GetToolParams): FrontendTool | undefined {
    return this.#tools.getTool(params);
  }

  /** Replaces every tool. */
  setTools(tools: FrontendTool[]): void {
    this.#tools.setTools(tools);
  }

  /**
   * The tools offered to an agent's model, parameters as JSON Schema (without `$schema` and
   * `additionalProperties`). A zod 3 or zod 4 (before 4.2) schema converts once its converter has
   * loaded (it is loaded on demand, see `ToolRegistry.frontendToolsReady`); until then this throws.
   */
  buildFrontendTools(agentId?: string): Tool[] {
    return this.#tools.buildFrontendTools(agentId);
  }

  // ---- runs ----------------------------------------------------------------------------------

  /**
   * Runs the agent, executes its pending frontend tool calls and follows up as they ask. Never
   * rejects: failures reach `onError` (once each). Resolves, as CopilotKit's does, with the last
   * run's result and new messages (the follow-up's answer after a tool call); a run that failed
   * resolves with `{result: undefined, newMessages: []}`.
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

    let last: RunAgentResult = { result: undefined, newMessages: [] };
    let first = true;
    const maxDepth = this.#options.maxFollowUpDepth ?? 10;
    try {
      while (true) {
        const outcome = await this.#runOnce(agent, run, params, first);
        if (!outcome) return { result: undefined, newMessages: [] };
        last = { result: outcome.result, newMessages: outcome.newMessages };
        if (run.detached || run.controller.signal.aborted) return last;
        if (outcome.interrupts.length > 0) {
          this.#options.onAgentInterrupted(agent, outcome.interrupts);
          break;
        }
        const followUp = await this.#executePending(agent, run, outcome.newMessages, outcome.pendingToolCallIds);
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
        if (run.detached || run.controller.signal.aborted) return last;
      }
      this.#options.onRunCompleted(agentId);
      return last;
    } finally {
      if (this.#active.get(agent) === run) this.#active.delete(agent);
    }
  }

  /**
   * The executor of frontend tool calls, loaded on first use: a separate chunk for app bundlers,
   * since many apps register no frontend tool (a failed load is tried again next time).
   */
  #toolCallExecutor(): Promise<ToolCallExecutor> {
    this.#executor ??= import("./tool-call-executor.js").then(
      ({ ToolCallExecutor }) => new ToolCallExecutor(this.#options),
      (error: unknown) => {
        this.#executor = undefined;
        throw error;
      },
    );
    return this.#executor;
  }

  /** Executes the run's pending frontend tool calls, if any; resolves whether a follow-up run is wanted. */
  async #executePending(agent: AbstractAgent, run: RunContext, newMessages: Message[], pendingIds: string[] | undefined): Promise<boolean> {
    const agentId = agent.agentId ?? "";
    if (!this.#callsFrontendTool(agentId, newMessages)) return false;
    let executor: ToolCallExecutor;
    try {
      executor = await this.#toolCallExecutor();
    } catch (error) {
      // The executor's chunk did not load (a deploy replaced it, the network dropped): no handler ran.
      this.#options.emitError(error instanceof Error ? error : new Error(String(error)), CopilotKitCoreErrorCode.TOOL_HANDLER_FAILED, { agentId });
      return false;
    }
    return executor.executePending(agent, run, newMessages, pendingIds);
  }

  /** Whether the run's new messages call a tool registered here (or the wildcard tool): only then is the executor needed. */
  #callsFrontendTool(agentId: string, newMessages: readonly Message[]): boolean {
    return newMessages.some(
      (message) =>
        message.role === "assistant" &&
        (message.toolCalls ?? []).some((call) => this.#tools.getTool({ toolName: call.function.name, agentId }) ?? this.#tools.getTool({ toolName: WILDCARD_TOOL_NAME, agentId })),
    );
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
    let legacy: Interrupt | undefined;
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
      // CopilotKit's legacy interrupt: a CUSTOM event; the run then waits for the user's answer like an AG-UI interrupt.
      onCustomEvent: ({ event }) => {
        if (event.name === LEGACY_INTERRUPT_EVENT_NAME) legacy = legacyInterrupt(event.value);
      },
    };
    try {
      // Only while a zod converter loads (the first run with such a tool): otherwise no extra tick.
      const schemasLoading = this.#tools.frontendToolsReady(agentId);
      if (schemasLoading) await schemasLoading;
      const properties = this.#options.getProperties();
      const output = await agent.runAgent(
        {
          forwardedProps: { ...properties, ...params.forwardedProps },
          tools: this.#tools.buildFrontendTools(agentId),
          context: this.#options.getContextForAgent(agentId),
          ...(first && params.runId !== undefined && { runId: params.runId }),
          ...(first && params.resume !== undefined && { resume: params.resume }),
        },
        withLateSubscriberRelay(agent, subscriber),
      );
      if (failure && !run.controller.signal.aborted && !isAbortError(failure)) {
        this.#options.emitError(failure, CopilotKitCoreErrorCode.AGENT_RUN_FAILED_EVENT, { agentId, source: "onRunFailed" });
      }
      // A failed run drops its legacy interrupt, as CopilotKit's hook does.
      if (interrupts.length === 0 && legacy && !failure) interrupts = [legacy];
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

  /**
   * Attaches to the agent's thread (replay, then the live run) without executing tools. On a
   * thread switch, messages and state are cleared first; a proxied agent on the same thread
   * resumes after the last event it saw, so nothing is applied twice.
   */
  connectAgent({ agent }: ConnectAgentParams): Promise<RunAgentResult> {
    return trackAgentConnect(agent, this.#connect({ agent }));
  }

  async #connect({ agent }: ConnectAgentParams): Promise<RunAgentResult> {
    const agentId = agent.agentId ?? "";
    const previous = this.#active.get(agent);
    if (previous) previous.detached = true;
    await agent.detachActiveRun?.();
    const lastThread = this.#lastConnectedThread.get(agent);
    const switched = lastThread !== undefined && lastThread !== agent.threadId;
    const proxied = agent instanceof ProxiedCopilotRuntimeAgent;
    if (switched || (proxied && agent.lastEventId() === undefined)) {
      replaceAgentMessages(agent, []);
      replaceAgentState(agent, {});
      if (proxied) agent.clearReconnectCursor();
    }
    this.#lastConnectedThread.set(agent, agent.threadId);
    this.#options.prepareAgent(agent);
    announceConnectStart(agent, () => this.#options.onAgentRunStarted(agent));
    let failure: Error | undefined;
    try {
      const schemasLoading = this.#tools.frontendToolsReady(agentId);
      if (schemasLoading) await schemasLoading;
      const output = await agent.connectAgent(
        {
          forwardedProps: this.#options.getProperties(),
          tools: this.#tools.buildFrontendTools(agentId),
          context: this.#options.getContextForAgent(agentId),
        },
        withLateSubscriberRelay(agent, { onRunFailed: ({ error }) => void (failure = error) }),
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
   * messages. As CopilotKit's, it follows up only when asked: `followUp: "generate"` runs the agent
   * on the result, any other text is added as a user message first. The tool's own `followUp`
   * applies to calls the agent makes, not to `runTool`.
   */
  async runTool(params: RunToolParams): Promise<RunToolResult> {
    const agentId = params.agentId ?? "default";
    const tool = this.#tools.getTool({ toolName: params.name, agentId });
    if (!tool) {
      const error = new Error(`Tool not found: ${params.name}`);
      this.#options.emitError(error, CopilotKitCoreErrorCode.TOOL_NOT_FOUND, { toolName: params.name, agentId });
      throw error;
    }
    const agent = this.#options.getAgent(agentId);
    if (!agent) {
      const error = new Error(`Agent not found: ${agentId}`);
      this.#options.emitError(error, CopilotKitCoreErrorCode.AGENT_NOT_FOUND, { agentId });
      throw error;
    }
    const call: ToolCall = {
      id: randomId(),
      type: "function",
      function: { name: params.name, arguments: JSON.stringify(params.parameters ?? {}) },
    };
    const assistant: AssistantMessage = { id: randomId(), role: "assistant", toolCalls: [call] };
    replaceAgentMessages(agent, [...agent.messages, assistant]);
    const run: RunContext = { controller: new AbortController(), depth: 0, detached: false };
    const outcome = await (await this.#toolCallExecutor()).execute(agent, run, tool, call, false, assistant.id);
    const error = outcome.ok ? undefined : outcome.content.replace(/^Error: /, "");
    if (outcome.ok && typeof params.followUp === "string") {
      if (params.followUp !== "generate") {
        replaceAgentMessages(agent, [...agent.messages, { id: randomId(), role: "user", content: params.followUp }]);
      }
      await this.#options.waitForPendingFrameworkUpdates();
      await this.runAgent({ agent });
    }
    return { toolCallId: call.id, result: outcome.content, ...(error !== undefined && { error }) };
  }
}
