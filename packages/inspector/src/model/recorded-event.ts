import type { StateChange } from "./describe-state-patch.js";

/** An AG-UI event as the inspector sees it: any object with a `type`. */
export interface InspectedEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** One event in the inspector's log, with what the inspector knows about it. */
export interface RecordedEvent {
  /** Increases by one per recorded event; unique within a log. */
  readonly seq: number;
  readonly agentId: string;
  readonly threadId: string;
  /** The run the event belongs to (from the last RUN_STARTED of its thread), when known. */
  readonly runId: string | undefined;
  /** When the inspector received it, in ms since the epoch. */
  readonly receivedAt: number;
  readonly type: string;
  /** Its size as UTF-8 JSON, in bytes. */
  readonly size: number;
  /** The event itself, untouched. */
  readonly event: InspectedEvent;
  /** For STATE_DELTA: what it changed. */
  readonly stateChanges?: readonly StateChange[];
  /** For STATE_DELTA: why its patch did not apply. */
  readonly stateError?: string;
}

/** The key of an agent's thread in the inspector's maps. */
export const threadKey = (agentId: string, threadId: string): string => `${agentId}\u0000${threadId}`;
