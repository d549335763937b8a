import { EventType, tokenUsageFromAiSdkUsage, type BaseEvent, type RunAgentInput, type RunFinishedEvent } from "@ag-ui/core";
import { SpanStatusCode, type Attributes } from "@opentelemetry/api";
import { stepCountIs, streamText, type LanguageModelUsage, type StopCondition, type ToolSet } from "ai";
import { WingmanAgentError } from "../errors/wingman-agent-error.js";
import { collectMCPTools } from "../mcp/collect-mcp-tools.js";
import type { MCPConnectionPool } from "../mcp/mcp-connection-pool.js";
import type { MCPServerConfig } from "../mcp/mcp-server-config.js";
import { convertAGUIMessagesToModelMessages } from "../messages/convert-agui-messages-to-model-messages.js";
import { resolveModel } from "../model/resolve-model.js";
import { createStateTools } from "../state/create-state-tools.js";
import { StreamPartConverter } from "../stream/stream-part-converter.js";
import { errorMessage } from "../errors/error-message.js";
import { convertInputTools } from "../tools/convert-input-tools.js";
import { convertToolDefinitions } from "../tools/convert-tool-definitions.js";
import { createInterruptDescribers } from "../tools/create-interrupt-describers.js";
import { agentTracer } from "../telemetry/agent-tracer.js";
import { traceToolSet } from "../telemetry/trace-tool-set.js";
import { applyOverrides } from "./apply-overrides.js";
import type { BuiltInAgentOptions } from "./built-in-agent-options.js";
import { buildSystemPrompt } from "./build-system-prompt.js";
import { findResumedInterrupts } from "./find-resumed-interrupts.js";

/** Everything one run needs. */
export interface RunContext {
  input: RunAgentInput;
  options: BuiltInAgentOptions;
  pool: MCPConnectionPool;
  signal: AbortSignal;
  /** Sends one event; a no-op once the subscriber is gone. */
  emit: (event: BaseEvent) => void;
}

const DEFAULT_MAX_STEPS = 5;

/**
 * Stops after `count` model steps: the AI SDK's `stepCountIs` written out, for the default limit, so
 * that without `maxSteps` the run needs nothing of "ai" at runtime but `streamText` and `tool` (an
 * app's test may mock "ai" with just those, as CopilotKit's BuiltInAgent tests do). An explicit
 * `maxSteps` goes through `stepCountIs`, as CopilotKit's agent does.
 */
const afterSteps =
  (count: number): StopCondition<ToolSet> =>
  ({ steps }) =>
    steps.length >= count;

/** Name of the `CUSTOM` event that reports an MCP server skipped for a run (`value: {server, message}`). */
export const MCP_SERVER_ERROR_EVENT = "wingman.mcp_server_error";

/**
 * One run of `BuiltInAgent`: always `RUN_STARTED` first and exactly one terminal event last
 * (`RUN_FINISHED` with a success, interrupt or cancelled outcome, or `RUN_ERROR`), with every
 * message, reasoning span and tool call closed in between. Never rejects.
 */
export async function runBuiltInAgent({ input, options, pool, signal, emit }: RunContext): Promise<void> {
  emit({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId, ...(input.parentRunId ? { parentRunId: input.parentRunId } : {}) });
  const finished = (fields: Partial<RunFinishedEvent>): BaseEvent => ({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId, ...fields });
  let converter: StreamPartConverter | undefined;
  try {
    const settings = applyOverrides(options, input.forwardedProps);
    const model = resolveModel(settings.model, { apiKey: options.apiKey, baseURL: options.baseURL });
    const definitions = options.tools ?? [];
    const interruptTools = createInterruptDescribers(definitions);

    const resumed = findResumedInterrupts(input.messages, input.resume, new Set(interruptTools.keys()));

    const useState = options.stateTools === "always" || (options.stateTools !== "never" && hasState(input.state));
    const frontendTools = convertInputTools(input.tools ?? []);
    const serverTools: ToolSet = {
      ...convertToolDefinitions(definitions),
      ...(useState ? createStateTools(input.state) : {}),
      ...(await mcpTools(options, pool, signal, emit)),
    };
    const tools: ToolSet = { ...frontendTools, ...serverTools };
    const frontendToolNames = new Set(Object.keys(frontendTools).filter((name) => !(name in serverTools)));
    // a definition with neither execute nor interrupt is answered by the client, as a frontend tool
    for (const definition of definitions) if (!definition.execute && !definition.interrupt) frontendToolNames.add(definition.name);

    const converted = convertAGUIMessagesToModelMessages(input.messages, {
      forwardSystemMessages: options.forwardSystemMessages,
      forwardDeveloperMessages: options.forwardDeveloperMessages,
      resume: resumed,
    });
    const system = buildSystemPrompt({
      prompt: settings.prompt,
      context: input.context,
      state: input.state,
      includeState: useState,
      extra: converted.systemText,
    });

    // only once the run is sure to start, so a setup failure leaves the interrupt open
    for (const entry of resumed) {
      emit({
        type: EventType.TOOL_CALL_RESULT,
        messageId: crypto.randomUUID(),
        toolCallId: entry.interruptId,
        role: "tool",
        content: resumeContent(entry.status, entry.payload),
      });
    }

    const { model: _model, prompt: _prompt, maxRetries: _maxRetries, ...generation } = settings;
    converter = new StreamPartConverter({ frontendToolNames, interruptTools });
    const parts = converter;
    let usage: LanguageModelUsage | undefined;
    let failure: unknown;
    let aborted = false;
    const recordContent = options.telemetry?.recordContent ?? false;
    const tracedTools = traceToolSet(tools, { threadId: input.threadId, runId: input.runId }, recordContent);
    // The model call and the server tools it runs happen inside this span, so tool spans nest under it.
    await agentTracer().startActiveSpan("wingman.agent.call", { attributes: agentCallAttributes(input, model) }, async (span) => {
      try {
        const result = streamText({
          ...generation,
          model,
          ...(system ? { system } : {}),
          messages: converted.messages,
          tools: tracedTools,
          stopWhen: options.maxSteps !== undefined ? stepCountIs(options.maxSteps) : afterSteps(DEFAULT_MAX_STEPS),
          ...(settings.maxRetries !== undefined ? { maxRetries: settings.maxRetries } : {}),
          abortSignal: signal,
          // errors arrive as stream parts and become RUN_ERROR; the SDK's console logging would duplicate them
          onError: () => undefined,
        });

        for await (const part of result.fullStream) {
          for (const event of parts.convert(part)) emit(event);
          if (part.type === "finish") usage = part.totalUsage;
          else if (part.type === "abort") aborted = true;
          else if (part.type === "error") {
            failure = part.error;
            break;
          }
        }
        if (failure !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(failure) });
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(error) });
        throw error;
      } finally {
        span.end();
      }
    });
    for (const event of converter.close()) emit(event);

    if (signal.aborted || aborted) {
      emit(finished({ outcome: { type: "cancelled" } }));
    } else if (failure !== undefined) {
      emit(runError(failure));
    } else {
      const tokenUsage = usage ? tokenUsageFromAiSdkUsage(usage, { provider: model.provider, model: model.modelId }) : undefined;
      emit(
        finished({
          outcome:
            converter.interrupts.length > 0
              ? { type: "interrupt", interrupts: converter.interrupts }
              : { type: "success", ...(converter.pendingToolCallIds.length > 0 ? { pendingToolCallIds: converter.pendingToolCallIds } : {}) },
          ...(tokenUsage ? { usage: [tokenUsage] } : {}),
        }),
      );
    }
  } catch (error) {
    for (const event of converter?.close() ?? []) emit(event);
    emit(signal.aborted ? finished({ outcome: { type: "cancelled" } }) : runError(error));
  }
}

function runError(error: unknown): BaseEvent {
  const code = WingmanAgentError.isInstance(error) ? error.code : "model_error";
  return { type: EventType.RUN_ERROR, message: errorMessage(error), code };
}

function agentCallAttributes(input: RunAgentInput, model: { readonly provider: string; readonly modelId: string }): Attributes {
  return {
    "wingman.thread.id": input.threadId,
    "wingman.run.id": input.runId,
    "gen_ai.system": model.provider,
    "gen_ai.request.model": model.modelId,
  };
}

function hasState(state: unknown): boolean {
  if (state === null || state === undefined) return false;
  if (typeof state !== "object") return true;
  return Array.isArray(state) ? state.length > 0 : Object.keys(state).length > 0;
}

function resumeContent(status: "resolved" | "cancelled", payload: unknown): string {
  if (status === "cancelled") return JSON.stringify({ status: "cancelled" });
  if (payload === undefined) return JSON.stringify({ status: "resolved" });
  return typeof payload === "string" ? payload : JSON.stringify(payload);
}

async function mcpTools(options: BuiltInAgentOptions, pool: MCPConnectionPool, signal: AbortSignal, emit: RunContext["emit"]): Promise<ToolSet> {
  const { tools, failures } = await collectMCPTools({ clients: options.mcpClients, servers: options.mcpServers, pool, signal });
  for (const { server, error } of failures) {
    (options.onMCPServerError ?? reportMCPServerError)(server, error);
    emit({ type: EventType.CUSTOM, name: MCP_SERVER_ERROR_EVENT, value: { server: server.name ?? server.url, message: errorMessage(error) } });
  }
  return tools;
}

function reportMCPServerError(server: MCPServerConfig, error: unknown): void {
  console.warn(`[wingman] MCP server ${server.name ?? server.url} skipped: ${errorMessage(error)}`);
}
