import type { BaseEvent, Message } from "@ag-ui/core";
import { type CompactedRun, decodeDeltaBoundaries, encodeDeltaBoundaries, eventsAfter, reduceRunMessages, repairCompactedRun } from "@wingman/shared/internal";
import type { RunnerEvent } from "../agent-runner.js";
import { EncodedRunnerEvent } from "../encoded-runner-event.js";
import { eventTypeOfJson } from "./event-type-of-json.js";

/**
 * A finished run, compacted and encoded once into a few strings: the events' JSON (as an event
 * stream writes it) one line each, their ids, and the merged deltas' boundaries. An idle thread
 * then holds no event objects, tuples or arrays per event — a run costs its JSON and a handful of
 * string headers — and a replay writes the stored JSON as it is.
 */
export interface StoredRun {
  readonly runId: string;
  /** Id of the run's first original event (a merged delta may cover ids below its first kept event). */
  readonly firstId: number;
  /** Id of the run's last event: connect skips whole runs at or below `after`. */
  readonly lastEventId: number;
  /** Each event's JSON, in order, one line each (`JSON.stringify` writes no raw line break). */
  readonly json: string;
  /** Each event's id, in order, comma-separated. */
  readonly ids: string;
  /** `encodeDeltaBoundaries` of the compacted run: read only to resume inside the run. */
  readonly boundaries: string | null;
  /** JSON of the run's input messages, kept only when its agent sent no RUN_STARTED to record them on. */
  readonly inputMessages: string | undefined;
  readonly bytes: number;
}

/** Rough cost of a stored run beyond its strings' characters: the record and the string headers. */
const storedRunOverhead = 160;

/**
 * Encodes a compacted run for keeping. It is repaired first (once, rather than on every replay), so
 * that it replays as AG-UI verification accepts it.
 */
export function storeRun(
  runId: string,
  compacted: CompactedRun,
  ids: { readonly firstId: number; readonly lastEventId: number },
  inputMessages: readonly Message[] | undefined,
): StoredRun {
  const repaired = repairCompactedRun(compacted);
  const json = repaired.events.map(eventJson).join("\n");
  const eventIds = repaired.events.map(({ id }) => id).join(",");
  const boundaries = encodeDeltaBoundaries(repaired.boundaries);
  const input = inputMessages === undefined || inputMessages.length === 0 ? undefined : JSON.stringify(inputMessages);
  const bytes = storedRunOverhead + json.length + eventIds.length + (boundaries?.length ?? 0) + (input?.length ?? 0);
  const firstId = Math.min(ids.firstId, repaired.events[0]?.id ?? ids.firstId);
  return { runId, firstId, lastEventId: ids.lastEventId, json, ids: eventIds, boundaries, inputMessages: input, bytes };
}

/** An event's JSON: the one its runner measured it by (`LiveRun.append`), or made now. */
function eventJson(entry: RunnerEvent): string {
  return entry instanceof EncodedRunnerEvent ? entry.json : JSON.stringify(entry.event);
}

/** The stored run's events' JSON, one string each. */
function eventJsons(stored: StoredRun): string[] {
  return stored.ids === "" ? [] : stored.json.split("\n");
}

/** The stored run's events after `after` (all without it), in their encoded form where whole. */
export function replayStoredRun(stored: StoredRun, after: number | undefined): readonly RunnerEvent[] {
  const ids = stored.ids === "" ? [] : stored.ids.split(",");
  const events = eventJsons(stored).map((json, index) => new EncodedRunnerEvent(Number(ids[index]), eventTypeOfJson(json), json));
  if (after === undefined || after < stored.firstId) return events;
  // Resuming inside the run: a merged delta the client saw part of is cut (and decoded) by eventsAfter.
  return eventsAfter({ events, boundaries: decodeDeltaBoundaries(stored.boundaries) }, after);
}

/** `history` moved past one stored run: its input messages (when its agent sent no RUN_STARTED), then its events. */
export function reduceStoredRunMessages(history: readonly Message[], stored: StoredRun): Message[] {
  const withInput = stored.inputMessages === undefined ? history : [...history, ...(JSON.parse(stored.inputMessages) as Message[])];
  return reduceRunMessages(
    withInput,
    eventJsons(stored).map((json) => JSON.parse(json) as BaseEvent),
  );
}

/**
 * The thread's messages, rebuilt from its dropped-runs snapshot and its stored runs. An idle thread
 * keeps no message objects (its runs hold the text once, encoded): they are rebuilt when a run
 * starts or someone reads them.
 */
export function threadMessages(runs: readonly StoredRun[], dropped: readonly Message[] = []): Message[] {
  let messages = [...dropped];
  for (const stored of runs) messages = reduceStoredRunMessages(messages, stored);
  return messages;
}
