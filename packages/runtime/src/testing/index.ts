export { runAgentRunnerConformanceSuite } from "./run-agent-runner-conformance-suite.js";
export type { AgentRunnerConformanceOptions } from "./run-agent-runner-conformance-suite.js";
export { ScriptedAgent } from "./scripted-agent.js";
export type { ScriptedAgentOptions } from "./scripted-agent.js";
export { textRunEvents, numberedDeltas } from "./text-run-events.js";
export type { TextRunEventsOptions } from "./text-run-events.js";
export { createRunInput } from "./create-run-input.js";
export type { CreateRunInputOptions } from "./create-run-input.js";
export { collectRunnerEvents } from "./collect-runner-events.js";
