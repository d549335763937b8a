export { messageText } from "./message-text.js";
export type { MessageTextOptions } from "./message-text.js";
export {
  commonReply,
  errorRun,
  interruptRun,
  reasoningRun,
  resumedRun,
  runOf,
  suggestionsRun,
  toolCallRun,
  toolResultsRun,
} from "./run-scripts.js";
export type { ScriptedToolCall, ToolCallRunOptions } from "./run-scripts.js";
export { serveScriptedRuntime, streamingAgent } from "./serve-scripted-runtime.js";
export type { ServeScriptedRuntimeOptions, ServedScriptedRuntime } from "./serve-scripted-runtime.js";
export { controlsScript, serveControlsRuntime } from "./controls-script.js";
