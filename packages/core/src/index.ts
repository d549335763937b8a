export { CopilotKitCore, type CopilotKitCoreConfig } from "./client/copilot-kit-core.js";
export type { CopilotKitCoreSubscriber, CopilotKitCoreSubscription } from "./client/copilot-kit-core-subscriber.js";
export { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "./client/copilot-kit-core-error-code.js";
export { AgentRegistry, type AgentRegistryOptions, type RetryOptions } from "./agents/agent-registry.js";
export { defaultTimers, type Timers } from "./async/timers.js";
export { ContextStore } from "./state/context-store.js";
export {
  subscribeToAgentWithOptions,
  type SubscribeToAgentContext,
  type SubscribeToAgentOptions,
  type SubscribeToAgentSubscriber,
} from "./agents/subscribe-to-agent.js";
export { SuggestionEngine } from "./suggestions/suggestion-engine.js";
export type { SuggestionEngineOptions } from "./suggestions/suggestion-engine-options.js";
export { RunHandler } from "./run/run-handler.js";
export type { RunHandlerOptions } from "./run/run-handler-options.js";
export type { RunHandlerCore } from "./run/run-handler-core-options.js";
export { ToolRegistry, WILDCARD_TOOL_NAME } from "./tools/tool-registry.js";
export { StateManager } from "./state/state-manager.js";
export { ThreadListStore, type ThreadListSnapshot, type ThreadListStoreOptions } from "./threads/thread-list-store.js";
export { TranscriptionClient, type TranscriptionClientOptions } from "./runtime-api/transcription-client.js";
export { ThreadClient, type ThreadClientOptions, type ThreadSummary, type ListThreadsOptions } from "./threads/thread-client.js";
export { ProxiedCopilotRuntimeAgent } from "./agents/proxied-copilot-runtime-agent.js";
export type { ProxiedCopilotRuntimeAgentConfig } from "./agents/proxied-copilot-runtime-agent-config.js";
export type { AgentEventTransport } from "./agents/agent-event-transport.js";
export { EventReducer, type EventReducerOptions } from "./events/event-reducer.js";
export { applyEventsIncrementally, type ApplyEventsOptions } from "./events/apply-events.js";
export { createDefaultScheduler, createTimerScheduler, immediateScheduler, type Scheduler } from "./async/scheduler.js";
export { readServerSentEvents, type ServerSentEvent } from "@wingman/shared/internal";
export { fetchRuntimeInfo, type FetchRuntimeInfoOptions, type RuntimeAgentInfo, type RuntimeInfo } from "./runtime-api/runtime-info.js";
export {
  createRuntimeRequest,
  type CopilotRuntimeTransport,
  type FetchFunction,
  type RuntimeMethod,
  type RuntimeRequestOptions,
} from "./runtime-api/runtime-request.js";
export { RuntimeRequestError } from "./runtime-api/runtime-request-error.js";
export { parseToolArguments, ensureObjectArgs } from "./tools/parse-tool-arguments.js";
export { validateToolArguments, type ToolArgumentsValidation } from "./tools/validate-tool-arguments.js";
export { toolParametersToJsonSchema } from "./tools/tool-parameters-schema.js";
export type {
  AddAgentParams,
  ConnectAgentParams,
  DynamicSuggestionsConfig,
  FrontendTool,
  FrontendToolHandlerContext,
  GetSuggestionsResult,
  GetToolParams,
  RegisterProxiedAgentParams,
  RunAgentParams,
  RunToolParams,
  RunToolResult,
  ScopedContext,
  StandardSchemaResult,
  StandardSchemaV1,
  StaticSuggestionsConfig,
  StopAgentParams,
  Suggestion,
  SuggestionAvailability,
  SuggestionsConfig,
  CopilotKitCoreRunAgentParams,
  CopilotKitCoreConnectAgentParams,
  CopilotKitCoreStopAgentParams,
  CopilotKitCoreGetToolParams,
  CopilotKitCoreRunToolParams,
  CopilotKitCoreRunToolResult,
  CopilotKitCoreAddAgentParams,
  CopilotKitCoreGetSuggestionsResult,
} from "./types.js";
export { ToolCallStatus } from "./types.js";
export * from "./store/index.js";
export type { IntelligenceRuntimeInfo, RuntimeMode } from "@wingman/shared";
export { AgentBranches, type AgentBranchesOptions } from "./branches/agent-branches.js";
export type { ThreadBranches } from "./threads/thread-client.js";
export type { BranchPosition, MessageRunStatus } from "@wingman/shared";
export * from "./mcp-apps/index.js";
