import type { AbstractAgent } from "@ag-ui/client";
import type { Context } from "@ag-ui/core";
import { ToolRegistry } from "../tools/tool-registry.js";
import type { RunHandlerOptions } from "./run-handler-options.js";

/**
 * What a run handler built CopilotKit's way (`new RunHandler(core)`) reads from the core it is
 * given; every member is optional, so a stand-in object (`{}` in a test) builds a handler too.
 */
export interface RunHandlerCore {
  getAgent?(agentId: string): AbstractAgent | undefined;
  getContextForAgent?(agentId: string): Context[];
  readonly properties?: Readonly<Record<string, unknown>>;
  applyHeadersToAgent?(agent: AbstractAgent): void;
  waitForPendingFrameworkUpdates?(): Promise<void>;
}

/** Whether the constructor argument is the core's own options (with its tool registry) rather than a core. */
export function isRunHandlerOptions(value: RunHandlerOptions | RunHandlerCore): value is RunHandlerOptions {
  return "tools" in value && value.tools instanceof ToolRegistry;
}

/**
 * Options for a handler that stands beside a core: its own tools (as CopilotKit's RunHandler
 * keeps its own), the core's agents, context and properties where it has them, and errors
 * reported on the console since such a handler has no subscribers to tell.
 */
export function runHandlerOptionsForCore(core: RunHandlerCore): RunHandlerOptions {
  const ignore = (): void => undefined;
  return {
    tools: new ToolRegistry(),
    getAgent: (agentId) => core.getAgent?.(agentId),
    getContextForAgent: (agentId) => (agentId === undefined ? [] : (core.getContextForAgent?.(agentId) ?? [])),
    getProperties: () => ({ ...core.properties }),
    prepareAgent: (agent) => core.applyHeadersToAgent?.(agent),
    emitError: (error, code) => console.error(`RunHandler (${code}):`, error),
    onAgentRunStarted: ignore,
    onAgentInterrupted: ignore,
    onToolExecutionStart: ignore,
    onToolExecutionEnd: ignore,
    onRunStarting: ignore,
    onRunCompleted: ignore,
    waitForPendingFrameworkUpdates: () => core.waitForPendingFrameworkUpdates?.() ?? Promise.resolve(),
  };
}
