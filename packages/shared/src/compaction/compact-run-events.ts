import { EventType, type BaseEvent, type State } from "@ag-ui/core";
import { applyStatePatch, cloneState } from "../reducers/apply-state-patch.js";
import { DELTA_STREAM_KEY } from "./delta-stream-key.js";
import type { SequencedEvent } from "../run-events/sequenced-event.js";

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

/**
 * The most text (UTF-16 units) one merged delta event holds: a longer message becomes several
 * merged events, each with the id of the last delta it covers. A replay is then written in pieces
 * that fit a slow reader's buffer (`maxBufferedBytes`, a socket's `maxQueuedBytes`), with every
 * piece's id a real resume point, rather than as one event the size of the whole message.
 */
export const MAX_MERGED_DELTA_LENGTH = 64 * 1024;

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
 * from any of the original ids. Merged content is cut at delta boundaries into events of at most
 * `maxMergedDeltaLength` units (a single longer delta stays whole).
 *
 * State deltas are folded onto the run's last `STATE_SNAPSHOT`, or onto `RUN_STARTED.input.state`
 * when the run has none; with neither, or when a patch does not apply, the state events are kept
 * as they are.
 */
export function compactRunEvents(
  events: readonly SequencedEvent[],
  { maxMergedDeltaLength = MAX_MERGED_DELTA_LENGTH }: { readonly maxMergedDeltaLength?: number } = {},
): CompactedRun {
  const stateFold = foldState(events);
  // One slot per output event in order; a group's slot moves to the end when another of its deltas
  // arrives after other events, leaving a hole where it was.
  const slots: (SequencedEvent | DeltaGroup | null)[] = [];
  const open = new Map<string, Map<unknown, DeltaGroup>>();
  // Deltas of one stream come back to back: the last group is found without a lookup.
  let last: DeltaGroup | undefined;

  for (let index = 0; index < events.length; index++) {
    const entry = events[index]!;
    const { event } = entry;
    // The usual case, the next delta of the stream just before it, without looking its stream up.
    if (last !== undefined && last.slot === slots.length - 1 && event.type === last.type && event[last.streamKey] === last.key) {
      const length = deltaOf(event).length;
      if (last.length + length <= maxMergedDeltaLength) {
        last.entries.push(entry);
        last.length += length;
        continue;
      }
    }
    const streamKey = DELTA_STREAM_KEY[event.type];
    if (streamKey !== undefined) {
      const key = event[streamKey];
      let group = last !== undefined && last.type === event.type && last.key === key ? last : open.get(event.type)?.get(key);
      const length = deltaOf(event).length;
      // A full group stays where its last delta was; the stream goes on in a new one.
      if (group !== undefined && group.length + length > maxMergedDeltaLength) group = undefined;
      if (group === undefined) {
        group = new DeltaGroup(event.type, streamKey, key, slots.length);
        groupsOf(open, event.type).set(key, group);
        slots.push(group);
      } else if (group.slot !== slots.length - 1) {
        slots[group.slot] = null;
        group.slot = slots.length;
        slots.push(group);
      }
      group.entries.push(entry);
      group.length += length;
      last = group;
      continue;
    }
    const end = endKinds[event.type];
    if (end !== undefined) {
      // After its END, a reused id opens a new group.
      open.get(end.delta)?.delete(event[end.key]);
      last = undefined;
    } else if (stateFold !== undefined && isStateEvent(event)) {
      if (index === stateFold.lastIndex) slots.push({ id: entry.id, event: stateFold.snapshot });
      continue;
    }
    slots.push(entry);
  }

  const compacted: SequencedEvent[] = [];
  const boundaries = new Map<number, DeltaBoundaries>();
  for (const slot of slots) {
    if (slot === null) continue;
    if (!(slot instanceof DeltaGroup)) compacted.push(slot);
    else if (slot.entries.length === 1) compacted.push(slot.entries[0]!);
    else {
      const merged = mergeDeltas(slot.entries);
      boundaries.set(compacted.length, merged.boundaries);
      compacted.push(merged.entry);
    }
  }
  return { events: compacted, boundaries };
}

/** The deltas of one message, reasoning message or tool call's arguments, gathered in order. */
class DeltaGroup {
  readonly entries: SequencedEvent[] = [];
  /** Text (UTF-16 units) of its deltas so far. */
  length = 0;
  constructor(
    readonly type: string,
    readonly streamKey: "messageId" | "toolCallId",
    readonly key: unknown,
    /** Where the merged event goes: the place of the last delta so far. */
    public slot: number,
  ) {}
}

function groupsOf(open: Map<string, Map<unknown, DeltaGroup>>, type: string): Map<unknown, DeltaGroup> {
  let groups = open.get(type);
  if (groups === undefined) open.set(type, (groups = new Map()));
  return groups;
}

/** One event holding the group's deltas, with the id of the last, and where each delta ended in it. */
function mergeDeltas(group: readonly SequencedEvent[]): { entry: SequencedEvent; boundaries: DeltaBoundaries } {
  const last = group[group.length - 1]!;
  const parts = new Array<string>(group.length);
  const ids = new Float64Array(group.length);
  const ends = new Uint32Array(group.length);
  let length = 0;
  for (let index = 0; index < group.length; index++) {
    const { id, event } = group[index]!;
    const delta = deltaOf(event);
    parts[index] = delta;
    length += delta.length;
    ids[index] = id;
    ends[index] = length;
  }
  // join() makes one flat string; += would keep a rope of every delta alive in the stored run.
  return { entry: { id: last.id, event: { ...last.event, delta: parts.join("") } }, boundaries: { ids, ends } };
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
  for (let index = 0; index < events.length; index++) {
    const { event } = events[index]!;
    if (!isStateEvent(event)) continue;
    stateEvents += 1;
    lastIndex = index;
    if (event.type === EventType.STATE_SNAPSHOT) lastSnapshotIndex = index;
  }
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
