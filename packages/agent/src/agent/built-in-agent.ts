import { AbstractAgent, type AgentCapabilities, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { Observable } from "rxjs";
import { MCPConnectionPool } from "../mcp/mcp-connection-pool.js";
import type { BuiltInAgentOptions, OverridableProperty } from "./built-in-agent-options.js";
import { runBuiltInAgent } from "./run-built-in-agent.js";

/**
 * The agent most apps start with: an AG-UI `AbstractAgent` that answers with a language model
 * through the AI SDK's `streamText`, runs server tools, offers the app's frontend tools, edits
 * shared state, calls MCP tools and asks people for approval through interrupts.
 *
 * Every run emits `RUN_STARTED`, then the model's text, reasoning and tool calls, then exactly one
 * `RUN_FINISHED` (success, interrupt or cancelled outcome, with token usage) or `RUN_ERROR`.
 * Unsubscribing from `run()` or calling `abortRun()` aborts the model call.
 *
 * @example
 * const agent = new BuiltInAgent({
 *   model: "openai/gpt-4o-mini",
 *   prompt: "You are a helpful assistant.",
 *   tools: [weatherTool],
 * });
 * new CopilotRuntime({ agents: { default: agent } });
 */
export class BuiltInAgent extends AbstractAgent {
  // plain (not #private) fields: AbstractAgent.clone() builds copies with Object.create
  private options: BuiltInAgentOptions;
  private pool: MCPConnectionPool;
  private controllers = new Set<AbortController>();

  constructor(options: BuiltInAgentOptions) {
    super({ agentId: options.agentId, description: options.description });
    this.options = options;
    this.pool = options.mcpConnectionPool ?? new MCPConnectionPool();
  }

  /** Whether a request may override `property` through `forwardedProps` (it is in `overridableProperties`). */
  canOverride(property: OverridableProperty): boolean {
    return this.options.overridableProperties?.includes(property) ?? false;
  }

  /** Runs the model once for `input`; see the class description for the event sequence. */
  run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      const controller = new AbortController();
      this.controllers.add(controller);
      runBuiltInAgent({
        input,
        options: this.options,
        pool: this.pool,
        signal: controller.signal,
        emit: (event) => subscriber.next(event),
      }).finally(() => {
        this.controllers.delete(controller);
        subscriber.complete();
      });
      return () => {
        this.controllers.delete(controller);
        controller.abort();
      };
    });
  }

  /** Aborts every run of this instance in progress; each ends with a `cancelled` outcome. */
  override abortRun(): void {
    for (const controller of this.controllers) controller.abort();
    super.abortRun();
  }

  /** The options under CopilotKit's name for them (code written for its agent reads `config`). */
  protected get config(): BuiltInAgentOptions {
    return this.options;
  }

  /** A copy for one request: same options and MCP connections, its own runs and messages. */
  override clone(): BuiltInAgent {
    const copy = super.clone() as BuiltInAgent;
    copy.options = this.options;
    copy.pool = this.pool;
    copy.controllers = new Set();
    return copy;
  }

  /** What this agent supports, merged with `options.capabilities`. */
  override async getCapabilities(): Promise<AgentCapabilities> {
    const inferred: AgentCapabilities = {
      identity: { name: this.agentId ?? "BuiltInAgent", type: "wingman-built-in-agent", ...(this.description ? { description: this.description } : {}) },
      transport: { streaming: true },
      tools: { supported: true, clientProvided: true, parallelCalls: true },
      state: { snapshots: this.options.stateTools !== "never", deltas: this.options.stateTools !== "never" },
      reasoning: { supported: true, streaming: true },
      multimodal: { input: { image: true, audio: true, video: true, pdf: true, file: true } },
      humanInTheLoop: { supported: true, interrupts: (this.options.tools ?? []).some((tool) => tool.interrupt) },
    };
    const merged: Record<string, unknown> = { ...inferred };
    for (const [category, value] of Object.entries(this.options.capabilities ?? {})) {
      const base = merged[category];
      merged[category] = isObject(base) && isObject(value) ? { ...base, ...value } : value;
    }
    return merged as AgentCapabilities;
  }

  /** Closes the MCP connections this agent opened (shared with its clones). */
  async close(): Promise<void> {
    await this.pool.close();
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** CopilotKit's older name for {@link BuiltInAgent}. @deprecated Use {@link BuiltInAgent}. */
export const BasicAgent = BuiltInAgent;
/** CopilotKit's older name for {@link BuiltInAgent}. @deprecated Use {@link BuiltInAgent}. */
export type BasicAgent = BuiltInAgent;
