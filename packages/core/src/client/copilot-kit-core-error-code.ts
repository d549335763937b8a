/** The code every `onError` notification carries. Values are the original's snake_case strings. */
export enum CopilotKitCoreErrorCode {
  RUNTIME_INFO_FETCH_FAILED = "runtime_info_fetch_failed",
  AGENT_CONNECT_FAILED = "agent_connect_failed",
  /** An exception escaped the agent's run (transport failure, malformed stream, …). */
  AGENT_RUN_FAILED = "agent_run_failed",
  /** The agent itself reported a failure (`onRunFailed`) that did not also escape as an exception. */
  AGENT_RUN_FAILED_EVENT = "agent_run_failed_event",
  /** The stream carried a RUN_ERROR event. */
  AGENT_RUN_ERROR_EVENT = "agent_run_error_event",
  /** The runtime refused the run: the thread already has one (HTTP 409). */
  AGENT_THREAD_LOCKED = "agent_thread_locked",
  TOOL_ARGUMENT_PARSE_FAILED = "tool_argument_parse_failed",
  /** Arguments parsed but do not satisfy the tool's schema; the handler was not called. */
  TOOL_ARGUMENT_VALIDATION_FAILED = "tool_argument_validation_failed",
  TOOL_HANDLER_FAILED = "tool_handler_failed",
  TOOL_NOT_FOUND = "tool_not_found",
  AGENT_NOT_FOUND = "agent_not_found",
  /** The follow-up chain of one agent reached its depth limit. */
  FOLLOW_UP_LIMIT_REACHED = "follow_up_limit_reached",
  SUGGESTIONS_FAILED = "suggestions_failed",
  THREAD_REQUEST_FAILED = "thread_request_failed",
  TRANSCRIPTION_FAILED = "transcription_failed",
  TRANSCRIPTION_SERVICE_NOT_CONFIGURED = "transcription_service_not_configured",
  TRANSCRIPTION_INVALID_AUDIO = "transcription_invalid_audio",
  TRANSCRIPTION_RATE_LIMITED = "transcription_rate_limited",
  TRANSCRIPTION_AUTH_FAILED = "transcription_auth_failed",
  TRANSCRIPTION_NETWORK_ERROR = "transcription_network_error",
  SUBSCRIBER_CALLBACK_FAILED = "subscriber_callback_failed",
}

/** The connection state of the core with its runtime (`/info`). */
export enum CopilotKitCoreRuntimeConnectionStatus {
  Disconnected = "disconnected",
  Connecting = "connecting",
  Connected = "connected",
  Error = "error",
}
