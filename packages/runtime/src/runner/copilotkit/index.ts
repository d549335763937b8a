export {
  AgentRunner,
  type AgentRunnerConnectRequest,
  type AgentRunnerIsRunningRequest,
  type AgentRunnerRunRequest,
  type AgentRunnerStopRequest,
} from "./agent-runner.js";
export { asCopilotKitAgentRunner, type AsCopilotKitAgentRunnerOptions } from "./as-copilotkit-agent-runner.js";
