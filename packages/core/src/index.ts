export { CopilotKitCore, type CopilotKitCoreConfig } from "./copilot-kit-core.js";
export type { CopilotKitCoreSubscriber, CopilotKitCoreSubscription } from "./copilot-kit-core-subscriber.js";
export { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "./copilot-kit-core-error-code.js";
export { AgentRegistry, type AgentRegistryOptions, type RetryOptions } from "./agent-registry.js";
export { defaultTimers, type Timers } from "./timers.js";
export { ContextStore } from "./context-store.js";
export {
  subscribeToAgentWithOptions,
  type SubscribeToAgentContext,
  type SubscribeToAgentOptions,
  type SubscribeToAgentSubscriber,
} from "./subscribe-to-agent.js";
export { SuggestionEngine, type SuggestionEngineOptions } from "./suggestion-engine.js";
export { RunHandler, type RunHandlerOptions } from "./run-handler.js";
export { ToolRegistry, WILDCARD_TOOL_NAME } from "./tool-registry.js";
export { StateManager } from "./state-manager.js";
export { ThreadListStore, type ThreadListSnapshot, type ThreadListStoreOptions } from "./thread-list-store.js";
export { TranscriptionClient, transcriptionErrorCode, type TranscriptionClientOptions } from "./transcription-client.js";
export { ThreadClient, type ThreadClientOptions, type ThreadSummary, type ListThreadsOptions } from "./thread-client.js";
export { ProxiedCopilotRuntimeAgent, type ProxiedCopilotRuntimeAgentConfig } from "./proxied-copilot-runtime-agent.js";
export type { AgentEventTransport } from "./agent-event-transport.js";
export * from "./realtime/index.js";
export { EventReducer, type EventReducerOptions } from "./event-reducer.js";
export { applyEventsIncrementally, type ApplyEventsOptions } from "./apply-events.js";
export { createDefaultScheduler, createTimerScheduler, immediateScheduler, type Scheduler } from "./scheduler.js";
export { readServerSentEvents, type ServerSentEvent } from "@wingman/shared";
export { fetchRuntimeInfo, type FetchRuntimeInfoOptions, type RuntimeAgentInfo, type RuntimeInfo } from "./runtime-info.js";
export {
  createRuntimeRequest,
  normalizeRuntimeUrl,
  runtimeTransportOf,
  type CopilotRuntimeTransport,
  type FetchFunction,
  type RuntimeMethod,
  type RuntimeRequestOptions,
} from "./runtime-request.js";
export { RuntimeRequestError } from "./runtime-request-error.js";
export { isAbortError } from "./is-abort-error.js";
export { parseToolArguments, ensureObjectArgs } from "./parse-tool-arguments.js";
export { validateToolArguments, type ToolArgumentsValidation } from "./validate-tool-arguments.js";
export { toolParametersToJsonSchema } from "./tool-parameters-schema.js";
export { parsePartialJson } from "@wingman/shared";
export { RendererRegistry, type ScopedRenderer } from "./renderer-registry.js";
export { CopilotChatDefaultLabels, CHAT_LABEL_ALIASES, mergeChatLabels, type CopilotChatLabels } from "./chat-labels.js";
export { parseMarkdown, type MarkdownBlock, type MarkdownListItem } from "./parse-markdown.js";
export { parseInline, type InlineNode } from "./parse-inline.js";
export { completePartialMarkdown } from "./complete-partial-markdown.js";
export { DEFAULT_MAX_ATTACHMENT_BYTES, acceptsFile, contentPartName, contentPartUrl, fileToContentPart, type Attachment, type AttachmentsConfig } from "./attachments.js";
export { safeUrl } from "./safe-url.js";
export { formatToolValue } from "./format-tool-value.js";
export { validateActivityContent } from "./validate-activity-content.js";
export { AgentSnapshot, type AgentSnapshotChange, type AgentSnapshotSource } from "./agent-snapshot.js";
export { ChatController, type ChatControllerOptions, type ChatError } from "./chat-controller.js";
export { InterruptController, enabledInterrupts } from "./interrupt-controller.js";
export { HumanInTheLoopAnswers } from "./human-in-the-loop-answers.js";
export { configuredTools, type ConfiguredRenderer, type ConfiguredToolsOptions } from "./configured-tools.js";
export { focusDialog, trapDialogFocus } from "./dialog-focus.js";
export { AudioRecorder, AudioRecorderError, type AudioRecorderPlatform, type AudioRecorderState } from "./audio-recorder.js";
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
