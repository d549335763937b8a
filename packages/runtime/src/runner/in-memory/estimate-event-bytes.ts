import type { BaseEvent } from "@ag-ui/core";

/** Rough per-event overhead beyond its text: the object, its id, type and key strings. */
const eventOverhead = 96;

/** An event's JSON, when the runner measures it by it (every event but a delta): see {@link estimateEventBytes}. */
export function measuredJson(event: BaseEvent): string | undefined {
  if (typeof event.delta === "string") return undefined;
  const json: unknown = JSON.stringify(event);
  return typeof json === "string" ? json : undefined;
}

/**
 * Approximate memory of one event, cheap enough to call on every delta: a delta's length is counted
 * without serialising it; other events (rare, sometimes large) are measured by their JSON
 * (`measuredJson`), which the runner then keeps for the stream and the store rather than
 * serialising the event again.
 */
export function estimateEventBytes(event: BaseEvent, json: string | undefined): number {
  if (json !== undefined) return json.length + eventOverhead;
  return (typeof event.delta === "string" ? event.delta.length : 0) + eventOverhead;
}
