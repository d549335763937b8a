import type { AgentCapabilities } from "@ag-ui/core";
import type { SharedV3ProviderOptions as ProviderOptions } from "@ai-sdk/provider";
import type { ToolChoice, ToolSet } from "ai";
import type { MCPConnectionPool } from "../mcp/mcp-connection-pool.js";
import type { MCPClientLike, MCPServerConfig } from "../mcp/mcp-server-config.js";
import type { ModelSpecifier } from "../model/resolve-model.js";
import type { ToolDefinition } from "../tools/define-tool.js";

/** Generation settings passed to `streamText` as they are. */
export interface GenerationSettings {
  /** Most tokens the model may generate per call. Default: the provider's limit. */
  maxOutputTokens?: number;
  /** Sampling temperature (0 = most deterministic). Default: the provider's. */
  temperature?: number;
  /** Nucleus sampling: only tokens within this cumulative probability. Default: the provider's. */
  topP?: number;
  /** Sample only from the K most likely tokens. Default: the provider's. */
  topK?: number;
  /** Penalty for repeating what the prompt already holds. Default: the provider's. */
  presencePenalty?: number;
  /** Penalty for repeating the same words often. Default: the provider's. */
  frequencyPenalty?: number;
  /** Sequences that end generation when produced. Default: none. */
  stopSequences?: string[];
  /** Seed for sampling, on providers that support deterministic results. Default: none. */
  seed?: number;
  /** Whether and which tool the model must call. Default: `"auto"` (the AI SDK's). */
  toolChoice?: ToolChoice<ToolSet>;
  /** Provider-specific settings, keyed by provider name. Default: none. */
  providerOptions?: ProviderOptions;
}

/** Settings a request may override through `forwardedProps`, when allowlisted (CopilotKit's list). */
export type OverridableProperty = keyof GenerationSettings | "model" | "maxRetries" | "prompt";

/** Options of `BuiltInAgent`. */
export interface BuiltInAgentOptions extends GenerationSettings {
  /** `"openai/gpt-4o"`, `"anthropic/…"`, `"google/…"`, `"openai-compatible/<model>"`, or a `LanguageModel`. */
  model: ModelSpecifier;
  /** Beats the provider's environment variable. */
  apiKey?: string;
  /** Provider base URL; required for `openai-compatible` unless `OPENAI_COMPATIBLE_BASE_URL` is set. */
  baseURL?: string;
  /** The system prompt; the app's context and state are appended to it. */
  prompt?: string;
  /** Model calls per run (server tool round trips); default 5. Frontend and interrupt tools end the run earlier. */
  maxSteps?: number;
  /** Retries of a failed model call; the SDK's default (2) when unset. */
  maxRetries?: number;
  /** Server tools and interrupt tools, from `defineTool`. */
  tools?: ToolDefinition[];
  /** MCP servers; connected on first use and kept open across runs and clones (see `close()`). */
  mcpServers?: MCPServerConfig[];
  /** MCP clients the app owns; their tools are listed on every run; never closed by the agent. */
  mcpClients?: MCPClientLike[];
  /**
   * Whether `AGUISendStateSnapshot` / `AGUISendStateDelta` are offered and the state is put into
   * the system prompt. `"auto"` (default): only when the run's state is a non-empty object.
   */
  stateTools?: "auto" | "always" | "never";
  /** Put the client's `system` messages into the system prompt; default false. */
  forwardSystemMessages?: boolean;
  /** Put the client's `developer` messages into the system prompt; default false. */
  forwardDeveloperMessages?: boolean;
  /** Settings a request may override through `forwardedProps`; nothing by default. */
  overridableProperties?: OverridableProperty[];
  /** The only model values a `model` override may take (strings as in `model`). */
  allowedModels?: string[];
  /** Called for each MCP server that cannot be used in a run (default: `console.warn`). */
  onMCPServerError?: (server: MCPServerConfig, error: unknown) => void;
  /** Share MCP connections between agents; by default each agent (and its clones) has its own pool. */
  mcpConnectionPool?: MCPConnectionPool;
  /** Merged per category over what the agent infers. */
  capabilities?: Partial<AgentCapabilities>;
  /** The agent's id; the runtime sets it to the key the agent is registered under. Default: unset. */
  agentId?: string;
  /** What the agent does, for `/info` and OpenTelemetry. Default: none. */
  description?: string;
  /**
   * OpenTelemetry spans (`wingman.agent.call`, `wingman.tool.call`) go through `@opentelemetry/api`
   * and are no-ops without an SDK. `recordContent` puts server tool arguments and results on them.
   * @default { recordContent: false }
   */
  telemetry?: { recordContent?: boolean };
}

/** CopilotKit's names for the options. */
export type BuiltInAgentConfiguration = BuiltInAgentOptions;
/** CopilotKit's older name for {@link BuiltInAgentOptions}. */
export type BasicAgentConfiguration = BuiltInAgentOptions;

/** Model strings CopilotKit's `BuiltInAgent` lists (editor completion); any other `provider/model` string is accepted too. */
export type BuiltInAgentModel =
  | "openai/gpt-5"
  | "openai/gpt-5-mini"
  | "openai/gpt-4.1"
  | "openai/gpt-4.1-mini"
  | "openai/gpt-4.1-nano"
  | "openai/gpt-4o"
  | "openai/gpt-4o-mini"
  | "openai/o3"
  | "openai/o3-mini"
  | "openai/o4-mini"
  | "anthropic/claude-sonnet-4.5"
  | "anthropic/claude-sonnet-4"
  | "anthropic/claude-3.7-sonnet"
  | "anthropic/claude-opus-4.1"
  | "anthropic/claude-opus-4"
  | "anthropic/claude-3.5-haiku"
  | "google/gemini-2.5-pro"
  | "google/gemini-2.5-flash"
  | "google/gemini-2.5-flash-lite"
  | (string & {});
