import type { BaseEvent } from "@ag-ui/core";
import type { SequencedEvent } from "./sequenced-event.js";

/**
 * A run of consecutive delta events of one stream, written once: `[type, key, value, deltas]`
 * stands for `{ type, [key]: value, delta }` for each delta, in that key order.
 */
type DeltaRun = [type: string, key: string, value: string, deltas: string[]];

/** A batch as stored: the id of its first event, then its events in order (ids follow one another). */
interface EncodedBatch {
  readonly f: number;
  readonly e: (BaseEvent | DeltaRun)[];
}

/**
 * Encodes one write batch of a run, as the durable runners store it (a live-events row, a Redis
 * stream entry) until the run is compacted. A token stream is mostly delta events
 * that differ only in their `delta`: each run of them is written as one entry holding the deltas,
 * about ten times fewer bytes than the events' JSON (less to serialise, send, log and store), which
 * `decodeBatch` turns back into the very same events. Events with other fields are kept whole.
 */
export function encodeBatch(events: readonly SequencedEvent[]): string {
  const first = events[0]?.id ?? 0;
  const entries: (BaseEvent | DeltaRun)[] = [];
  let open: DeltaRun | undefined;
  for (let index = 0; index < events.length; index++) {
    const { id, event } = events[index]!;
    // Ids of a batch follow one another; anything else is stored as plain events.
    if (id !== first + index) return JSON.stringify(events);
    const stream = deltaStream(event);
    if (stream === undefined) {
      open = undefined;
      entries.push(event);
      continue;
    }
    const [key, value, delta] = stream;
    if (open !== undefined && open[0] === event.type && open[1] === key && open[2] === value) {
      open[3].push(delta);
      continue;
    }
    open = [event.type, key, value, [delta]];
    entries.push(open);
  }
  return JSON.stringify({ f: first, e: entries } satisfies EncodedBatch);
}

/** The events of a batch written by `encodeBatch` (or a plain JSON array of events). */
export function decodeBatch(text: string): SequencedEvent[] {
  const parsed = JSON.parse(text) as EncodedBatch | SequencedEvent[];
  if (Array.isArray(parsed)) return parsed;
  const events: SequencedEvent[] = [];
  let id = parsed.f;
  for (const entry of parsed.e) {
    if (!Array.isArray(entry)) {
      events.push({ id: id++, event: entry });
      continue;
    }
    const [type, key, value, deltas] = entry;
    for (const delta of deltas) events.push({ id: id++, event: { type, [key]: value, delta } as BaseEvent });
  }
  return events;
}

/** `[key, value, delta]` when the event is exactly `{ type, key: string, delta: string }` in that order. */
function deltaStream(event: BaseEvent): [string, string, string] | undefined {
  const record = event as unknown as Record<string, unknown>;
  const delta = record["delta"];
  if (typeof delta !== "string") return undefined;
  let keys = 0;
  let streamKey: string | undefined;
  for (const key in record) {
    keys++;
    if (keys === 1 && key !== "type") return undefined;
    if (keys === 2) streamKey = key;
    if (keys === 3 && key !== "delta") return undefined;
    if (keys > 3) return undefined;
  }
  if (keys !== 3 || streamKey === undefined || streamKey === "delta") return undefined;
  const value = record[streamKey];
  return typeof value === "string" ? [streamKey, value, delta] : undefined;
}
