import type { BaseEvent } from "@ag-ui/core";

/** Rough per-event overhead beyond its text: the object, its id, type and key strings. */
const eventOverhead = 96;

/**
 * Approximate memory of one event, cheap enough to call on every delta: a delta's length is counted
 * without serialising it; other events (rare, sometimes large) are measured once as JSON.
 */
export function estimateEventBytes(event: BaseEvent): number {
  if (typeof event.delta === "string") return event.delta.length + eventOverhead;
  return JSON.stringify(event).length + eventOverhead;
}
