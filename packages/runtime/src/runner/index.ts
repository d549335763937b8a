export type {
  WingmanAgentRunner,
  ListThreadsRequest,
  RunnerConnectRequest,
  RunnerEvent,
  RunnerRunRequest,
  RunnerScope,
  RunnerStopRequest,
  RunnerThreadRequest,
  ThreadChange,
  ThreadChangeListener,
  ThreadInfo,
  ThreadPage,
  UpdateThreadRequest,
  WatchThreadsRequest,
} from "./agent-runner.js";
export { StoreUnavailableError, ThreadBusyError, ThreadNotFoundError } from "./runner-errors.js";
export type { StoreUnavailableErrorOptions } from "./runner-errors.js";
// CopilotKit's runner contract: their runners plug into CopilotRuntime, ours take their shape.
export * from "./copilotkit/index.js";
export { InMemoryAgentRunner } from "./in-memory/in-memory-agent-runner.js";
export type { InMemoryAgentRunnerUsage } from "./in-memory/in-memory-agent-runner.js";
export type { InMemoryAgentRunnerOptions } from "./in-memory/in-memory-agent-runner-options.js";
// Building blocks for other runner implementations.
export { AgentRunAbort, type RunAbortSource } from "./agent-run-abort.js";
export { driveAgent } from "./drive-agent.js";
export { LiveRun } from "./live-run.js";
export type { LiveRunOptions, StoredRunEvents } from "./live-run.js";
export { LiveRunBatchWriter } from "./live-run-batch-writer.js";
export type { LiveRunBatchWriterOptions } from "./live-run-batch-writer.js";
export { startAgentRun } from "./start-agent-run.js";
export { ThreadChangeHub } from "./thread-change-hub.js";
export { ownerThreadKey, parseOwnerThreadKey } from "./owner-thread-key.js";
export type { OwnerThread } from "./owner-thread-key.js";
