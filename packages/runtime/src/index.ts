/**
 * @module
 * `@wingman/runtime`: the server side of Wingman. A `CopilotRuntime` hosts AG-UI agents; one
 * Web-standard handler serves it; adapters for Node, Hono and Express live in subpaths
 * (`@wingman/runtime/node`, `/hono`, `/express`) so that this entry loads no framework.
 */
export { CopilotRuntime, type CopilotRuntimeOptions } from "./runtime/copilot-runtime.js";
export {
  CopilotSseRuntime,
  type CopilotRuntimeLike,
  type CopilotSseRuntimeLike,
  type CopilotSseRuntimeOptions,
} from "./runtime/copilot-sse-runtime.js";
export type { AgentRecord, AgentsSource } from "./runtime/agents-source.js";
export {
  ANONYMOUS_OWNER_ID,
  type CopilotRuntimeUser,
  type IdentifyUser,
  type IdentifyUserCallback,
} from "./runtime/identify-user.js";
export type {
  AfterRequestMiddleware,
  AfterRequestMiddlewareParameters,
  BeforeRequestMiddleware,
  BeforeRequestMiddlewareParameters,
} from "./runtime/copilot-runtime.js";
export type { MiddlewareMessage, MiddlewareToolCall } from "./middleware/request-middleware.js";
export type { ForwardHeadersOptions } from "./runtime/forward-headers.js";
export type { McpAppsConfig, McpAppsServerConfig, McpAppsTransportConfig } from "./runtime/mcp-apps-options.js";
export type { RuntimeHooks } from "./runtime/runtime-hooks.js";
export type { RuntimeLimits } from "./runtime/runtime-limits.js";
export type { TelemetryOptions } from "./telemetry/index.js";
export { RUNTIME_VERSION, VERSION } from "./runtime/runtime-version.js";
// CopilotKit's runtime re-exports it; one implementation, in @wingman/shared.
export { finalizeRunEvents } from "@wingman/shared";
export type { DrainOptions } from "./lifecycle/drain-options.js";
export type { Readiness } from "./health/check-readiness.js";
export {
  createCopilotRuntimeHandler,
  type CopilotRuntimeHandler,
  type CopilotRuntimeHandlerOptions,
  type CorsOptions,
  type RouteInfo,
  type RouteName,
} from "./handler/index.js";
export { WingmanHttpError, type WingmanHttpErrorOptions } from "./errors/wingman-http-error.js";
export type { SseStreamOptions } from "./sse/sse-stream-options.js";
export { SSE_RESPONSE_HEADERS } from "./sse/sse-response-headers.js";
export {
  TranscriptionService,
  type TranscribeFileOptions,
  type TranscribeFileRequest,
} from "./transcription/transcription-service.js";
export * from "./realtime/index.js";
// The runner contract and InMemoryAgentRunner, named by the runner folder's own barrel.
export * from "./runner/index.js";
