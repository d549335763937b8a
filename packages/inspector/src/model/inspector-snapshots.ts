import type { StateChange } from "./describe-state-patch.js";
import type { RecordedEvent } from "./recorded-event.js";
import type { RunSummary } from "./run-summary.js";
import type { ThreadExport } from "./thread-export.js";

/** The core's connection to its runtime. */
export interface RuntimeSnapshot {
  readonly url: string | undefined;
  /** `rest`, `single` or `auto` (not resolved yet). */
  readonly transport: string;
  /** `disconnected`, `connecting`, `connected` or `error`. */
  readonly status: string;
  readonly version: string | undefined;
  /** The runtime's mode from `/info` (`sse`, `intelligence`, …). */
  readonly mode: string | undefined;
}

/** An agent the core knows. */
export interface AgentSnapshot {
  readonly agentId: string;
  readonly description: string | undefined;
  readonly className: string | undefined;
  /** From the runtime's `/info`; undefined for local agents and older runtimes. */
  readonly capabilities: unknown;
  /** `runtime`: discovered through `/info`; `local`: registered in the page. */
  readonly source: "runtime" | "local";
  readonly threadId: string;
  readonly isRunning: boolean;
  readonly messageCount: number;
}

/** The live view of one agent's thread. */
export interface ThreadSnapshot {
  readonly agentId: string;
  readonly threadId: string;
  readonly messages: readonly unknown[];
  readonly state: unknown;
  /** The changes of the thread's latest STATE_DELTA. */
  readonly lastStateChanges: readonly StateChange[];
  readonly isRunning: boolean;
  readonly updatedAt: number;
}

/** One frontend tool execution. */
export interface ToolExecution {
  readonly toolCallId: string;
  readonly agentId: string;
  readonly toolName: string;
  readonly args: unknown;
  readonly status: "running" | "done" | "error";
  readonly startedAt: number;
  readonly endedAt?: number;
  readonly durationMs?: number;
  readonly result?: string;
  readonly error?: string;
}

/** One error the core reported through `onError`. */
export interface InspectorErrorEntry {
  readonly seq: number;
  readonly at: number;
  readonly code: string;
  readonly message: string;
  readonly context: Record<string, unknown>;
}

/** One context entry (`core.addContext`). */
export interface ContextSnapshot {
  readonly id: string;
  readonly description: string;
  readonly value: string;
  readonly agentIds?: readonly string[];
}

/** One registered frontend tool. */
export interface ToolSnapshot {
  readonly name: string;
  readonly description: string | undefined;
  readonly agentId: string | undefined;
  readonly enabled: boolean;
  readonly followUp: boolean;
  readonly hasHandler: boolean;
  /** The parameters as JSON Schema. */
  readonly schema: unknown;
}

/** A thread loaded from an export file, shown like a live one. */
export interface ImportedThread {
  readonly id: string;
  readonly fileName: string | undefined;
  readonly importedAt: number;
  readonly source: ThreadExport;
  readonly events: readonly RecordedEvent[];
  readonly runs: readonly RunSummary[];
  readonly thread: ThreadSnapshot;
}
