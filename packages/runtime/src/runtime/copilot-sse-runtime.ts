import { CopilotRuntime, type CopilotRuntimeOptions } from "./copilot-runtime.js";

/** CopilotKit's name for the options of its SSE runtime: the same as {@link CopilotRuntimeOptions}. */
export type CopilotSseRuntimeOptions = CopilotRuntimeOptions;

/** What CopilotKit's endpoints and middleware take as a runtime; here, a {@link CopilotRuntime}. */
export type CopilotRuntimeLike = CopilotRuntime;

/** CopilotKit's name for a runtime in SSE mode; every Wingman runtime is one. */
export type CopilotSseRuntimeLike = CopilotRuntime;

/**
 * CopilotKit's SSE runtime. Wingman has one runtime, so this is {@link CopilotRuntime} under
 * CopilotKit's other name (realtime mode is an option of it, not another class).
 *
 * @example
 * const runtime = new CopilotSseRuntime({ agents: { default: agent } });
 */
export class CopilotSseRuntime extends CopilotRuntime {}
