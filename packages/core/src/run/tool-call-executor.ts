import type { AbstractAgent } from "@ag-ui/client";
import type { AssistantMessage, Message, ToolCall, ToolMessage } from "@ag-ui/core";
import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { insertToolResult } from "./insert-tool-result.js";
import { parseToolArguments } from "../tools/parse-tool-arguments.js";
import type { RunContext } from "./run-context.js";
import type { RunHandlerOptions } from "./run-handler-options.js";
import { WILDCARD_TOOL_NAME, type ToolRegistry } from "../tools/tool-registry.js";
import type { FrontendTool } from "../types.js";
import { validateToolArguments } from "../tools/validate-tool-arguments.js";

/** The tools, and where errors and execution start/end are reported (the run handler's options). */
export type ToolCallExecutorOptions = Pick<RunHandlerOptions, "tools" | "emitError" | "onToolExecutionStart" | "onToolExecutionEnd">;

/** The result a runtime gives a client tool call it forwarded: the client still has to answer it. */
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

/**
 * Executes an agent's frontend tool calls: finds the calls the client must answer, parses and
 * validates their arguments against the tool's schema, runs the handler (or the wildcard tool),
 * reports start, end and failures, and puts each result after its assistant message. A call is
 * executed at most once per agent; a disabled tool gets an error result, never its handler.
 */
export class ToolCallExecutor {
  readonly #options: ToolCallExecutorOptions;
  readonly #tools: ToolRegistry;
  readonly #executed = new WeakMap<AbstractAgent, Set<string>>();

  constructor(options: ToolCallExecutorOptions) {
    this.#options = options;
    this.#tools = options.tools;
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

  /**
   * Executes the run's pending calls one after another (each at most once per agent); resolves
   * whether a follow-up run is wanted.
   */
  async executePending(
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
      let outcome = { ok: false, inserted: false };
      if (enabled) outcome = await this.execute(agent, run, tool, call, specific === undefined, messageId);
      else if (!run.detached) outcome.inserted = insertToolResult(agent, messageId, call.id, `Error: tool '${name}' is not available`);
      if (run.detached || !outcome.inserted) return false;
      if (outcome.ok && tool.followUp !== false) followUp = true;
    }
    return followUp;
  }

  /**
   * Executes one call: parses its arguments, validates them (not for the wildcard tool), runs the
   * handler; reports start, end and failures. The result goes into the agent's messages (after the
   * assistant message `assistantId`, unless the run was detached) before the end is reported, so a
   * renderer never sees the call neither executing nor answered. Resolves the result's content,
   * whether it succeeded and whether it was inserted.
   */
  async execute(
    agent: AbstractAgent,
    run: RunContext,
    tool: FrontendTool,
    call: ToolCall,
    wildcard: boolean,
    assistantId: string,
  ): Promise<{ content: string; ok: boolean; inserted: boolean }> {
    const agentId = agent.agentId ?? "";
    const toolName = call.function.name;
    const base = { toolCallId: call.id, agentId, toolName };
    const insert = (content: string): boolean => !run.detached && insertToolResult(agent, assistantId, call.id, content);
    const errorContext = { ...base, rawArguments: call.function.arguments, toolType: wildcard ? "wildcard" : "frontend" };
    let args: Record<string, unknown>;
    try {
      args = parseToolArguments(call.function.arguments, toolName);
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#options.onToolExecutionStart({ ...base, args: undefined });
      this.#options.emitError(asError, CopilotKitCoreErrorCode.TOOL_ARGUMENT_PARSE_FAILED, errorContext);
      const content = `Error: ${asError.message}`;
      const inserted = insert(content);
      this.#options.onToolExecutionEnd({ ...base, result: "", error: asError.message });
      return { content, ok: false, inserted };
    }
    if (!wildcard) {
      const validation = await validateToolArguments(tool, args);
      if (!validation.valid) {
        const message = `Invalid arguments for tool '${toolName}': ${validation.message}`;
        this.#options.onToolExecutionStart({ ...base, args });
        this.#options.emitError(new Error(message), CopilotKitCoreErrorCode.TOOL_ARGUMENT_VALIDATION_FAILED, { ...errorContext, parsedArgs: args });
        const inserted = insert(`Error: ${message}`);
        this.#options.onToolExecutionEnd({ ...base, result: "", error: message });
        return { content: `Error: ${message}`, ok: false, inserted };
      }
      args = validation.value;
    }
    if (!tool.handler) return { content: "", ok: true, inserted: insert("") };
    this.#options.onToolExecutionStart({ ...base, args });
    try {
      const handlerArgs = wildcard ? { toolName, args } : args;
      const value = await tool.handler(handlerArgs, { toolCall: call, agent, signal: run.controller.signal });
      const content = stringifyResult(value);
      const inserted = insert(content);
      this.#options.onToolExecutionEnd({ ...base, result: content });
      return { content, ok: true, inserted };
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      if (!run.controller.signal.aborted) {
        this.#options.emitError(asError, CopilotKitCoreErrorCode.TOOL_HANDLER_FAILED, { ...errorContext, parsedArgs: args });
      }
      const inserted = insert(`Error: ${asError.message}`);
      this.#options.onToolExecutionEnd({ ...base, result: "", error: asError.message });
      return { content: `Error: ${asError.message}`, ok: false, inserted };
    }
  }
}
