import type { RunnerConnectRequest, RunnerEvent } from "@wingman/runtime";
import { decodeCompactedRun, eventsAfter, repairCompactedRun, type CompactedRun } from "@wingman/shared/internal";
import type { Subscriber } from "rxjs";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

/** What a thread holds at one instant, as `connect` replays it. */
export interface ThreadSnapshot {
  /** The stored runs with events after the request's `after` (boundaries only where needed). */
  readonly runs: readonly CompactedRun[];
  /** The run in progress; `""` when idle. */
  readonly runId: string;
  /** Id of the first event of the run in progress: names its live stream. */
  readonly liveId: string;
  /** The live stream's batches after `after` (JSON arrays of events). */
  readonly batches: readonly string[];
}

/** Reads a thread's replay with the `snapshot` script; undefined when the caller cannot see the thread. */
export async function readThreadSnapshot(context: RedisRunnerContext, request: RunnerConnectRequest): Promise<ThreadSnapshot | undefined> {
  const { client, keys } = context;
  const { ownerId, threadId, after } = request;
  const reply = (await redisScripts.snapshot.call(
    client,
    [keys.meta(ownerId, threadId), keys.runs(ownerId, threadId), keys.lock(ownerId, threadId)],
    [request.ownerId, request.agentId ?? "", after ?? "", keys.live(ownerId, threadId, "")],
  )) as (string | number)[];
  if (reply[0] === 0) return undefined;
  const runCount = Number(reply[4]);
  const runs: CompactedRun[] = [];
  let position = 5;
  for (let index = 0; index < runCount; index++) {
    const events = String(reply[position++]);
    const boundaries = String(reply[position++]);
    // Runs stored before finalization closed every span are closed here, so the thread loads.
    runs.push(repairCompactedRun(decodeCompactedRun(events, boundaries === "" ? null : boundaries)));
  }
  return { runs, runId: String(reply[1]), liveId: String(reply[2]), batches: reply.slice(position).map(String) };
}

/**
 * Sends the snapshot's stored runs after `after`; resolves the last stored event id (at least
 * `after`), or undefined when the subscriber went away meanwhile.
 */
export function replaySnapshotRuns(snapshot: ThreadSnapshot, after: number | undefined, subscriber: Subscriber<RunnerEvent>): number | undefined {
  let lastId = after ?? 0;
  for (const run of snapshot.runs) {
    for (const entry of eventsAfter(run, after)) {
      if (subscriber.closed) return undefined;
      subscriber.next(entry);
    }
    lastId = Math.max(lastId, run.events[run.events.length - 1]?.id ?? 0);
  }
  return lastId;
}
