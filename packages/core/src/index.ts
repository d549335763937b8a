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
export { SuggestionEngine, type SuggestionEngineOptions } from "./suggestions/suggestion-engine.js";
export { RunHandler } from "./run/run-handler.js";
export type { RunHandlerOptions } from "./run/run-handler-options.js";
export { ToolRegistry, WILDCARD_TOOL_NAME } from "./tools/tool-registry.js";
export { StateManager } from "./state/state-manager.js";
export { ThreadListStore, type ThreadListSnapshot, type ThreadListStoreOptions } from "./threads/thread-list-store.js";
export { TranscriptionClient, type TranscriptionClientOptions } from "./runtime-api/transcription-client.js";
export { ThreadClient, type ThreadClientOptions, type ThreadSummary, type ListThreadsOptions } from "./threads/thread-client.js";
export { ProxiedCopilotRuntimeAgent, type ProxiedCopilotRuntimeAgentConfig } from "./agents/proxied-copilot-runtime-agent.js";
export type { AgentEventTransport } from "./agents/agent-event-transport.js";
export * from "./realtime/index.js";
export { EventReducer, type EventReducerOptions } from "./events/event-reducer.js";
export { applyEventsIncrementally, type ApplyEventsOptions } from "./events/apply-events.js";
export { createDefaultScheduler, createTimerScheduler, immediateScheduler, type Scheduler } from "./async/scheduler.js";
export { readServerSentEvents, type ServerSentEvent } from "@wingman/shared";
export { fetchRuntimeInfo, type FetchRuntimeInfoOptions, type RuntimeAgentInfo, type RuntimeInfo } from "./runtime-api/runtime-info.js";
export {
  createRuntimeRequest,
  runtimeTransportOf,
  type CopilotRuntimeTransport,
  type FetchFunction,
  type RuntimeMethod,
  type RuntimeRequestOptions,
} from "./runtime-api/runtime-request.js";
export { RuntimeRequestError } from "./runtime-api/runtime-request-error.js";
export { parseToolArguments, ensureObjectArgs } from "./tools/parse-tool-arguments.js";
export { validateToolArguments, type ToolArgumentsValidation } from "./tools/validate-tool-arguments.js";
export { toolParametersToJsonSchema } from "./tools/tool-parameters-schema.js";
export { parsePartialJson } from "@wingman/shared";
export { RendererRegistry, type ScopedRenderer } from "./chat/renderer-registry.js";
export { CopilotChatDefaultLabels, CHAT_LABEL_ALIASES, mergeChatLabels, type CopilotChatLabels } from "./chat/chat-labels.js";
export { parseMarkdown, type MarkdownBlock, type MarkdownListItem } from "./markdown/parse-markdown.js";
export { parseInline, type InlineNode } from "./markdown/parse-inline.js";
export { completePartialMarkdown } from "./markdown/complete-partial-markdown.js";
export {
  DEFAULT_MAX_ATTACHMENT_BYTES,
  acceptsFile,
  attachmentToContentPart,
  contentPartName,
  contentPartUrl,
  fileToContentPart,
  modalityOf,
  readFileAsBase64,
  type Attachment,
  type AttachmentModality,
  type AttachmentSource,
  type AttachmentUploadError,
  type AttachmentUploadErrorReason,
  type AttachmentUploadResult,
  type AttachmentsConfig,
} from "./chat/attachments.js";
export { AttachmentQueue, type AttachmentQueueSnapshot } from "./chat/attachment-queue.js";
export { showImageLightbox } from "./chat/image-lightbox.js";
export { safeUrl } from "./chat/safe-url.js";
export { formatToolValue } from "./chat/format-tool-value.js";
export { validateActivityContent } from "./chat/validate-activity-content.js";
export { AgentSnapshot, type AgentSnapshotChange, type AgentSnapshotSource } from "./chat/agent-snapshot.js";
export { ChatController, type ChatControllerOptions, type ChatError, type MessageDeliveryStatus } from "./chat/chat-controller.js";
export { InterruptController, enabledInterrupts } from "./chat/interrupt-controller.js";
export { HumanInTheLoopAnswers } from "./chat/human-in-the-loop-answers.js";
export { configuredTools, type ConfiguredRenderer, type ConfiguredToolsOptions } from "./chat/configured-tools.js";
export { focusDialog, trapDialogFocus } from "./chat/dialog-focus.js";
export { AudioRecorder, AudioRecorderError, type AudioRecorderPlatform, type AudioRecorderState } from "./audio/audio-recorder.js";
export { readAloud, canReadAloud, type ReadAloudOptions, type ReadAloudPlatform, type ReadAloudHandle } from "./audio/read-aloud.js";
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
