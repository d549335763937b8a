import type { AbstractAgent } from "@ag-ui/client";
import type { Context, Interrupt } from "@ag-ui/core";
import type { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import type { ToolRegistry } from "../tools/tool-registry.js";

/** What the run handler needs from its surroundings; the core passes these in. */
export interface RunHandlerOptions {
  /** The frontend tools offered to agents and executed for them. */
  tools: ToolRegistry;
  getAgent(agentId: string): AbstractAgent | undefined;
  getContextForAgent(agentId: string | undefined): Context[];
  getProperties(): Record<string, unknown>;
  /** Called before every run and connect (the core re-applies headers and credentials). */
  prepareAgent(agent: AbstractAgent): void;
  emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void;
  onAgentRunStarted(agent: AbstractAgent): void;
  onAgentInterrupted(agent: AbstractAgent, interrupts: Interrupt[]): void;
  onToolExecutionStart(event: { toolCallId: string; agentId: string; toolName: string; args: unknown }): void;
  onToolExecutionEnd(event: { toolCallId: string; agentId: string; toolName: string; result: string; error?: string }): void;
  /** A top-level run is about to start on this agent (suggestions are cleared). */
  onRunStarting(agentId: string): void;
  /** A run or connect finished without being stopped (suggestions reload). */
  onRunCompleted(agentId: string): void;
  /** Lets a framework flush pending renders before a follow-up reads the context. */
  waitForPendingFrameworkUpdates(): Promise<void>;
  /** Follow-up runs allowed after one top-level run, per agent; default 10. */
  maxFollowUpDepth?: number;
}
