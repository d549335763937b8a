import type { InspectedEvent } from "./recorded-event.js";

/** The `format` marker of a thread export file. */
export const THREAD_EXPORT_FORMAT = "wingman-inspector-thread";
/** The version of the export format this package writes and reads. */
export const THREAD_EXPORT_VERSION = 1;

/** One event in an export: the raw event plus when it was received and its run. */
export interface ExportedEvent {
  readonly seq: number;
  readonly receivedAt: number;
  readonly runId?: string;
  readonly event: InspectedEvent;
}

/**
 * A thread's recording as a JSON file, for bug reports: its events (what the inspector still had),
 * and the messages and state when it was exported.
 */
export interface ThreadExport {
  readonly format: typeof THREAD_EXPORT_FORMAT;
  readonly version: typeof THREAD_EXPORT_VERSION;
  /** ISO 8601. */
  readonly exportedAt: string;
  readonly agentId: string;
  readonly threadId: string;
  /** True when the log had dropped events, so older ones of this thread may be missing. */
  readonly truncated: boolean;
  readonly events: readonly ExportedEvent[];
  readonly messages?: readonly unknown[];
  readonly state?: unknown;
}
