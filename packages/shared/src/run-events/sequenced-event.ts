import type { BaseEvent } from "@ag-ui/core";

/**
 * An event of a thread's log with its per-thread sequence id (strictly increasing from 1). Runners
 * store and replay these; the id travels on the wire as the SSE `id:` line.
 */
export interface SequencedEvent {
  readonly id: number;
  readonly event: BaseEvent;
}
