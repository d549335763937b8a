import type { AbstractAgent } from "@ag-ui/client";
import type { Context, ResumeEntry, ToolCall } from "@ag-ui/core";

import type { StandardSchemaV1 } from "@wingman/shared";

export type { StandardSchemaResult, StandardSchemaV1 } from "@wingman/shared";

/** What a tool's handler receives besides its arguments. */
export interface FrontendToolHandlerContext {
  readonly toolCall: ToolCall;
  readonly agent: AbstractAgent;
  /** Aborted when the run is stopped; a human-in-the-loop handler should give up then. */
  readonly signal: AbortSignal;
}

/**
 * A tool the agent may call and the client executes. `parameters` is a Standard Schema (zod,
 * valibot, …) or a plain JSON Schema object; arguments are validated against it before the
 * handler runs. A tool named `"*"` is the wildcard: it handles calls no other tool matches and is
 * never offered to the model.
 */
export interface FrontendTool<T extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  description?: string;
  parameters?: StandardSchemaV1<unknown, T> | Record<string, unknown>;
  // Method syntax on purpose: a FrontendTool<{ city: string }> must fit in a FrontendTool[].
  handler?(args: T, context: FrontendToolHandlerContext): unknown;
  /** Default true: run the agent again after the result. `false` ends the turn. */
  followUp?: boolean;
  /** Scope the tool to one agent; global when absent. */
  agentId?: string;
  /** `false`/`"disabled"` keeps the tool from the model and from execution. */
  available?: boolean | "enabled" | "disabled";
}

/**
 * Where a tool call is: its arguments still streaming, its handler running, or done. A runtime
 * object like CopilotKit's enum (`ToolCallStatus.Complete`); the plain strings are accepted too.
 */
export const ToolCallStatus = { InProgress: "inProgress", Executing: "executing", Complete: "complete" } as const;
export type ToolCallStatus = (typeof ToolCallStatus)[keyof typeof ToolCallStatus];

export interface Suggestion {
  title: string;
  message: string;
  /** True while this suggestion is still streaming in. */
  isLoading: boolean;
  className?: string;
}

export type SuggestionAvailability = "before-first-message" | "after-first-message" | "always" | "disabled";

export interface StaticSuggestionsConfig {
  suggestions: Array<Omit<Suggestion, "isLoading"> & { isLoading?: boolean }>;
  available?: SuggestionAvailability;
  /** The agent whose chat shows them; `"*"`/absent = every agent. */
  consumerAgentId?: string;
}

export interface DynamicSuggestionsConfig {
  instructions: string;
  minSuggestions?: number;
  maxSuggestions?: number;
  available?: SuggestionAvailability;
  /** The agent that generates them (default `"default"`). */
  providerAgentId?: string;
  consumerAgentId?: string;
}

export type SuggestionsConfig = StaticSuggestionsConfig | DynamicSuggestionsConfig;

export interface GetSuggestionsResult {
  suggestions: Suggestion[];
  isLoading: boolean;
}

/** A context entry; `agentIds` limits it to those agents (`[]` reaches none). */
export interface ScopedContext extends Context {
  agentIds?: string[];
}

export interface RunAgentParams {
  agent: AbstractAgent;
  forwardedProps?: Record<string, unknown>;
  runId?: string;
  /** Answers to the interrupts of the previous run (AG-UI 1.0). */
  resume?: ResumeEntry[];
}

export interface ConnectAgentParams {
  agent: AbstractAgent;
}

export interface StopAgentParams {
  agent: AbstractAgent;
}

export interface GetToolParams {
  toolName: string;
  agentId?: string;
}

export interface RunToolParams {
  name: string;
  agentId?: string;
  parameters?: Record<string, unknown>;
  /** Default: follow up. `false`: don't; a string other than `"generate"`: add it as a user message first. */
  followUp?: string | false;
}

export interface RunToolResult {
  toolCallId: string;
  result: string;
  error?: string;
}

export interface AddAgentParams {
  id: string;
  agent: AbstractAgent;
}

// CopilotKit's names for the parameter and result types above.
export type CopilotKitCoreRunAgentParams = RunAgentParams;
export type CopilotKitCoreConnectAgentParams = ConnectAgentParams;
export type CopilotKitCoreStopAgentParams = StopAgentParams;
export type CopilotKitCoreGetToolParams = GetToolParams;
export type CopilotKitCoreRunToolParams = RunToolParams;
export type CopilotKitCoreRunToolResult = RunToolResult;
export type CopilotKitCoreAddAgentParams = AddAgentParams;
export type CopilotKitCoreGetSuggestionsResult = GetSuggestionsResult;

export interface RegisterProxiedAgentParams {
  agentId: string;
  runtimeAgentId: string;
}
