import type { RecordedEvent } from "./recorded-event.js";
import { THREAD_EXPORT_FORMAT, THREAD_EXPORT_VERSION, type ThreadExport } from "./thread-export.js";

/** A thread's recorded events, messages and state, to export as one file. */
export interface CreateThreadExportInput {
  readonly agentId: string;
  readonly threadId: string;
  /** The thread's recorded events (others are ignored). */
  readonly events: readonly RecordedEvent[];
  /** The thread's messages as the agent holds them. Default: none (left out of the export). */
  readonly messages?: readonly unknown[];
  /** The thread's state as the agent holds it. Default: none (left out of the export). */
  readonly state?: unknown;
  /** The event log dropped older events of this thread, so the export is not complete. Default: false. */
  readonly truncated?: boolean;
  /** Default now. */
  readonly exportedAt?: Date;
}

/**
 * Builds the export of one thread; `JSON.stringify` it to save it.
 *
 * @example
 * const file = JSON.stringify(createThreadExport({ agentId, threadId, events: log.eventsOf(agentId, threadId) }), null, 2);
 */
export function createThreadExport(input: CreateThreadExportInput): ThreadExport {
  return {
    format: THREAD_EXPORT_FORMAT,
    version: THREAD_EXPORT_VERSION,
    exportedAt: (input.exportedAt ?? new Date()).toISOString(),
    agentId: input.agentId,
    threadId: input.threadId,
    truncated: input.truncated ?? false,
    events: input.events
      .filter((recorded) => recorded.agentId === input.agentId && recorded.threadId === input.threadId)
      .map((recorded) => ({
        seq: recorded.seq,
        receivedAt: recorded.receivedAt,
        ...(recorded.runId !== undefined && { runId: recorded.runId }),
        event: recorded.event,
      })),
    ...(input.messages !== undefined && { messages: input.messages }),
    ...(input.state !== undefined && { state: input.state }),
  };
}
