import type { RecordedEvent } from "./recorded-event.js";

/** Streamed deltas folded into one timeline row, keyed by the field naming what they build. */
const DELTA_TYPES: Readonly<Record<string, string>> = {
  TEXT_MESSAGE_CONTENT: "messageId",
  REASONING_MESSAGE_CONTENT: "messageId",
  TOOL_CALL_ARGS: "toolCallId",
};

/** A row of the timeline: one event, or the deltas of one message or tool call. */
export type TimelineEntry =
  | { readonly kind: "event"; readonly event: RecordedEvent }
  | {
      readonly kind: "deltas";
      /** The delta event type, e.g. `TEXT_MESSAGE_CONTENT`. */
      readonly type: string;
      /** The message id (text, reasoning) or tool call id (arguments). */
      readonly id: string;
      readonly events: readonly RecordedEvent[];
      /** The deltas joined. */
      readonly text: string;
      readonly firstAt: number;
      readonly lastAt: number;
      readonly size: number;
    };

/**
 * Folds the content deltas of each message (and the argument deltas of each tool call) into one
 * row placed where the first delta was; every other event keeps its own row, in order.
 *
 * @example
 * groupTimeline(events).map((entry) => entry.kind === "deltas" ? entry.text : entry.event.type);
 * // ["RUN_STARTED", "TEXT_MESSAGE_START", "Hello, world", "TEXT_MESSAGE_END", "RUN_FINISHED"]
 */
export function groupTimeline(events: readonly RecordedEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const open = new Map<string, { index: number; events: RecordedEvent[]; text: string; size: number }>();
  for (const recorded of events) {
    const idField = DELTA_TYPES[recorded.type];
    const id = idField === undefined ? undefined : recorded.event[idField];
    if (typeof id !== "string") {
      entries.push({ kind: "event", event: recorded });
      continue;
    }
    const key = `${recorded.type}\u0000${id}`;
    const delta = typeof recorded.event["delta"] === "string" ? recorded.event["delta"] : "";
    const group = open.get(key);
    if (group) {
      group.events.push(recorded);
      group.text += delta;
      group.size += recorded.size;
    } else {
      open.set(key, { index: entries.length, events: [recorded], text: delta, size: recorded.size });
      entries.push({ kind: "event", event: recorded }); // placeholder, replaced below
    }
  }
  for (const [key, group] of open) {
    const type = key.slice(0, key.indexOf("\u0000"));
    entries[group.index] = {
      kind: "deltas",
      type,
      id: key.slice(type.length + 1),
      events: group.events,
      text: group.text,
      firstAt: group.events[0]!.receivedAt,
      lastAt: group.events[group.events.length - 1]!.receivedAt,
      size: group.size,
    };
  }
  return entries;
}
