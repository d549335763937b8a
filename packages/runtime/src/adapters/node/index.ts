/**
 * @module
 * Node `http` adapter of `@wingman/runtime`.
 */
export { createCopilotNodeListener, type CopilotNodeListener } from "./create-copilot-node-listener.js";
export {
  serveCopilotRuntime,
  type ServeCopilotRuntimeOptions,
  type ServedCopilotRuntime,
} from "./serve-copilot-runtime.js";
export {
  attachCopilotRealtime,
  type AttachCopilotRealtimeOptions,
  type CopilotRealtimeServer,
} from "./attach-copilot-realtime.js";
