import { safeJsonStringify } from "./safe-json-stringify.js";
import type { RecordedEvent } from "./recorded-event.js";

/** Which recorded events the inspector lists. Default: all of them. */
export interface EventFilter {
  /** Keep only these event types; empty or absent keeps all. */
  readonly types?: readonly string[];
  /** Case-insensitive text searched in the type and the event's JSON. */
  readonly search?: string;
  readonly runId?: string;
}

/**
 * The events matching a filter, in order.
 *
 * @example
 * filterEvents(events, { types: ["STATE_DELTA"], search: "count" });
 */
export function filterEvents(events: readonly RecordedEvent[], filter: EventFilter): RecordedEvent[] {
  const types = filter.types && filter.types.length > 0 ? new Set(filter.types) : undefined;
  const search = filter.search?.trim().toLowerCase() ?? "";
  return events.filter(
    (recorded) =>
      (!types || types.has(recorded.type)) &&
      (filter.runId === undefined || recorded.runId === filter.runId) &&
      (search === "" || recorded.type.toLowerCase().includes(search) || safeJsonStringify(recorded.event).toLowerCase().includes(search)),
  );
}
