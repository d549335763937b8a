import { StoreUnavailableError, type RunnerEvent } from "@wingman/runtime";
import { decodeBatch, decodeCompactedRun, eventsAfter, isTerminalEventType, repairCompactedRun } from "@wingman/shared/internal";
import type { Subscriber } from "rxjs";
import type { RedisRunnerContext } from "./redis-runner-context.js";

/** How often a follower re-reads without a notice and checks that the run's instance lives (ms). */
const followerCheckMs = 500;

/** A run driven by another instance, as `connect` found it. */
export interface RemoteRun {
  readonly ownerId: string;
  readonly threadId: string;
  readonly runId: string;
  /** Id of the run's first event: names its live stream. */
  readonly liveId: string;
  /** Events up to this id were sent already. */
  readonly after: number;
  /** Live batches read with the snapshot. */
  readonly batches: readonly string[];
  /** Finalizes the thread's run if its instance died. */
  readonly recover: () => Promise<void>;
  /** Where the follower registers its completion, for the runner's close. */
  readonly followers: Set<() => void>;
}

/**
 * Follows a run driven by another instance: its live stream is read after each pub/sub notice
 * (and every followerCheckMs), until its terminal event; if the stream is gone, the rest comes from
 * the stored run. A run whose instance died is finalized here.
 *
 * The terminal event is held until the run is over (stored, its thread free), as a local follower's
 * is: the live stream holds the agent's own `RUN_FINISHED` before the owning instance stores the
 * run, and a client acting on the end at once (a frontend tool's follow-up run) would get 409.
 */
export function followRemoteRun(
  context: RedisRunnerContext,
  target: RemoteRun,
  subscriber: Subscriber<RunnerEvent>,
): () => void {
  const { client, keys, hub } = context;
  const { ownerId, threadId, runId, liveId, after, batches, recover, followers } = target;
  const liveKey = keys.live(ownerId, threadId, liveId);
  const channel = keys.liveChannel(ownerId, threadId);
  let lastId = after;
  /** The terminal event was read (and is held in `terminal` until the run is over). */
  let ended = false;
  let terminal: RunnerEvent | undefined;
  let pulling = false;
  let again = false;
  const emitBatch = (batch: string): void => {
    for (const entry of decodeBatch(batch)) {
      if (entry.id <= lastId || ended || subscriber.closed) continue;
      lastId = entry.id;
      if (isTerminalEventType(entry.event.type)) {
        ended = true;
        terminal = entry;
      } else subscriber.next(entry);
    }
  };
  /** Whether the thread's meta no longer names this run: the `finish` script stored it and freed the thread. */
  const runIsOver = async (): Promise<boolean> => {
    const [currentRun, currentLive] = await client.hmget(keys.meta(ownerId, threadId), "runId", "liveId");
    return currentRun !== runId || currentLive !== liveId;
  };
  const endWithTerminal = (): void => {
    if (terminal !== undefined && !subscriber.closed) subscriber.next(terminal);
    terminal = undefined;
    complete();
  };
  const complete = (): void => {
    cleanup();
    if (!subscriber.closed) subscriber.complete();
  };
  const fromStoredRuns = async (): Promise<void> => {
    const [currentRun, currentLive] = await client.hmget(keys.meta(ownerId, threadId), "runId", "liveId");
    if (currentRun === runId && currentLive === liveId) return;
    // Up to the run's terminal: the stored runs after it belong to later runs.
    for (const [, fields] of await client.xrange(keys.runs(ownerId, threadId), `${lastId + 1}-0`, "+")) {
      const run = repairCompactedRun(decodeCompactedRun(fields[3]!, Number(fields[1]) <= lastId ? fields[5] : null));
      for (const entry of eventsAfter(run, lastId)) {
        if (ended || subscriber.closed) break;
        subscriber.next(entry);
        if (isTerminalEventType(entry.event.type)) ended = true;
      }
    }
    complete();
  };
  const pull = async (): Promise<void> => {
    if (pulling) {
      again = true;
      return;
    }
    pulling = true;
    try {
      do {
        again = false;
        const entries = await client.xrange(liveKey, `${lastId + 1}-0`, "+");
        for (const [, fields] of entries) emitBatch(fields[1]!);
        if (ended) {
          if (await runIsOver()) return endWithTerminal();
          // Not yet: the finish script publishes on the live channel, and that notice reads again.
          continue;
        }
        if (entries.length === 0 && (await client.exists(liveKey)) === 0) await fromStoredRuns();
      } while (again && !subscriber.closed);
    } catch (error) {
      // Redis is away: the stream ends with that error (a RUN_ERROR for an HTTP reader), and the
      // client resumes after its last event id once Redis is back. Other failures: read again later.
      const failure = context.availability.toStoreError(error);
      if (StoreUnavailableError.isInstance(failure) && !subscriber.closed) {
        cleanup();
        subscriber.error(failure);
      }
    } finally {
      pulling = false;
    }
  };
  const check = async (): Promise<void> => {
    await pull();
    if (subscriber.closed) return;
    if ((await client.exists(keys.lock(ownerId, threadId))) === 1) return;
    await recover();
    await pull();
  };
  const onNotice = (): void => void pull();
  const timer = setInterval(() => void check().catch(() => undefined), followerCheckMs);
  const cleanup = (): void => {
    clearInterval(timer);
    hub.unlisten(channel, onNotice);
    followers.delete(complete);
  };
  followers.add(complete);
  for (const batch of batches) emitBatch(batch);
  hub.listen(channel, onNotice).then(
    () => void pull(),
    () => void pull(),
  );
  return cleanup;
}
