import { EventType, type BaseEvent, type State } from "@ag-ui/core";
import { applyStatePatch, cloneState } from "./apply-state-patch.js";
import type { SequencedEvent } from "./sequenced-event.js";

/**
 * Where the deltas merged into one event began and ended, so that a client that saw one of them can
 * be sent exactly the rest (`eventsAfter`). Typed arrays keep this at 12 bytes per merged delta.
 */
export interface DeltaBoundaries {
  /** The sequence id of each merged delta, in order. */
  readonly ids: Float64Array;
  /** `ends[i]`: length (UTF-16 units) of the merged delta up to and including delta `i`. */
  readonly ends: Uint32Array;
}

/** A finished run after `compactRunEvents`: few events, still resumable from any original id. */
export interface CompactedRun {
  /** In the run's order, ids strictly increasing; a merged event carries the id of the last event it covers. */
  readonly events: readonly SequencedEvent[];
  /** Index in `events` of each merged delta event → the boundaries of the deltas it covers. */
  readonly boundaries: ReadonlyMap<number, DeltaBoundaries>;
}

/** Delta event type → the field naming the stream it belongs to. */
const deltaKinds: Partial<Record<string, { key: string }>> = {
  [EventType.TEXT_MESSAGE_CONTENT]: { key: "messageId" },
  [EventType.REASONING_MESSAGE_CONTENT]: { key: "messageId" },
  [EventType.TOOL_CALL_ARGS]: { key: "toolCallId" },
};
/** End event type → the delta type it closes. */
const endKinds: Partial<Record<string, { key: string; delta: EventType }>> = {
  [EventType.TEXT_MESSAGE_END]: { key: "messageId", delta: EventType.TEXT_MESSAGE_CONTENT },
  [EventType.REASONING_MESSAGE_END]: { key: "messageId", delta: EventType.REASONING_MESSAGE_CONTENT },
  [EventType.TOOL_CALL_END]: { key: "toolCallId", delta: EventType.TOOL_CALL_ARGS },
};

/**
 * Compacts a finished run, keeping its order: the deltas of each text or reasoning message and of
 * each tool call's arguments become one event at the place of the last of them (with its id), and
 * the run's state events become one `STATE_SNAPSHOT` at the place of the last of them. Everything
 * else stays where it was (so an event that came between two deltas of a message now comes before
 * its merged content). A 1,000-delta message becomes START, CONTENT, END; `eventsAfter` resumes it
 * from any of the original ids.
 *
 * State deltas are folded onto the run's last `STATE_SNAPSHOT`, or onto `RUN_STARTED.input.state`
 * when the run has none; with neither, or when a patch does not apply, the state events are kept
 * as they are.
 */
export function compactRunEvents(events: readonly SequencedEvent[]): CompactedRun {
  const lastOfGroup = findLastDeltaOfEachGroup(events);
  const stateFold = foldState(events);
  const compacted: SequencedEvent[] = [];
  const boundaries = new Map<number, DeltaBoundaries>();
  const pending = new Map<string, SequencedEvent[]>();

  events.forEach((entry, index) => {
    const { event } = entry;
    const kind = deltaKinds[event.type];
    if (kind !== undefined) {
      const groupKey = `${event.type}:${String(event[kind.key])}`;
      const group = pending.get(groupKey) ?? [];
      group.push(entry);
      if (lastOfGroup.has(index)) {
        pending.delete(groupKey);
        if (group.length > 1) boundaries.set(compacted.length, boundariesOf(group));
        compacted.push(group.length > 1 ? mergeDeltas(group) : entry);
      } else {
        pending.set(groupKey, group);
      }
      return;
    }
    if (stateFold !== undefined && isStateEvent(event)) {
      if (index === stateFold.lastIndex) compacted.push({ id: entry.id, event: stateFold.snapshot });
      return;
    }
    compacted.push(entry);
  });
  return { events: compacted, boundaries };
}

/** Indexes of the last delta of each (type, id) group; a group ends at its END event or at the run's end. */
function findLastDeltaOfEachGroup(events: readonly SequencedEvent[]): Set<number> {
  const lastIndexByGroup = new Map<string, number>();
  const lastIndexes = new Set<number>();
  events.forEach(({ event }, index) => {
    const kind = deltaKinds[event.type];
    if (kind !== undefined) {
      lastIndexByGroup.set(`${event.type}:${String(event[kind.key])}`, index);
      return;
    }
    const end = endKinds[event.type];
    if (end === undefined) return;
    const groupKey = `${end.delta}:${String(event[end.key])}`;
    const last = lastIndexByGroup.get(groupKey);
    if (last !== undefined) lastIndexes.add(last);
    lastIndexByGroup.delete(groupKey);
  });
  for (const last of lastIndexByGroup.values()) lastIndexes.add(last);
  return lastIndexes;
}

function mergeDeltas(group: readonly SequencedEvent[]): SequencedEvent {
  const last = group[group.length - 1]!;
  const delta = group.map(({ event }) => deltaOf(event)).join("");
  return { id: last.id, event: { ...last.event, delta } };
}

function boundariesOf(group: readonly SequencedEvent[]): DeltaBoundaries {
  const ids = new Float64Array(group.length);
  const ends = new Uint32Array(group.length);
  let length = 0;
  group.forEach(({ id, event }, index) => {
    length += deltaOf(event).length;
    ids[index] = id;
    ends[index] = length;
  });
  return { ids, ends };
}

function deltaOf(event: BaseEvent): string {
  return typeof event.delta === "string" ? event.delta : "";
}

function isStateEvent(event: BaseEvent): boolean {
  return event.type === EventType.STATE_SNAPSHOT || event.type === EventType.STATE_DELTA;
}

interface StateFold {
  readonly lastIndex: number;
  readonly snapshot: BaseEvent;
}

/** The run's final state as one snapshot event, or undefined when the state events must stay as they are. */
function foldState(events: readonly SequencedEvent[]): StateFold | undefined {
  let lastIndex = -1;
  let lastSnapshotIndex = -1;
  let stateEvents = 0;
  events.forEach(({ event }, index) => {
    if (!isStateEvent(event)) return;
    stateEvents += 1;
    lastIndex = index;
    if (event.type === EventType.STATE_SNAPSHOT) lastSnapshotIndex = index;
  });
  if (stateEvents === 0 || (stateEvents === 1 && lastSnapshotIndex === lastIndex)) return undefined;

  let state: State;
  if (lastSnapshotIndex >= 0) state = cloneState(events[lastSnapshotIndex]!.event.snapshot);
  else {
    const input = events.find(({ event }) => event.type === EventType.RUN_STARTED)?.event.input;
    if (!isRecord(input) || input.state === undefined || input.state === null) return undefined;
    state = cloneState(input.state);
  }
  try {
    for (let index = lastSnapshotIndex + 1; index <= lastIndex; index++) {
      const { event } = events[index]!;
      if (event.type === EventType.STATE_DELTA && Array.isArray(event.delta)) state = applyStatePatch(state, event.delta);
    }
  } catch {
    // A patch that does not apply would make a snapshot that lies; keep the events as the agent sent them.
    return undefined;
  }
  const metadata = events[lastIndex]!.event.metadata;
  return {
    lastIndex,
    snapshot: { type: EventType.STATE_SNAPSHOT, snapshot: state, ...(metadata !== undefined && { metadata }) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
