import type { Message, RunAgentInput, State } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { compactRunEvents, encodeBatch, encodeCompactedRun, reduceRunMessages, reduceRunState } from "@wingman/shared/internal";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

/** A finished run to write with the `finish` script. */
export interface FinishedRun {
  readonly threadId: string;
  readonly ownerId: string;
  readonly runId: string;
  readonly token: string;
  readonly liveKey: string;
  readonly firstId: number;
  readonly events: readonly RunnerEvent[];
  /** How many leading events Redis already holds; the rest go in the last batch. */
  readonly written: number;
  readonly agentEventCount: number;
  readonly sawRunStarted: boolean;
  readonly recordedInput: RunAgentInput | undefined;
  readonly history: readonly Message[];
  readonly startState: State;
}

/**
 * Writes a finished run with the `finish` script: its last batch (closers included), the run
 * compacted with the thread's messages and state after it, retention, the thread unlocked.
 * Resolves false when the lock was lost (nothing is written then).
 */
export async function finishRun(context: RedisRunnerContext, run: FinishedRun): Promise<boolean> {
const { client, keys, options } = context;
  const { ownerId, threadId, events } = run;
  const tail = events.slice(run.written);
  const lastId = events[events.length - 1]?.id ?? run.firstId - 1;
  // store flag, first id, last id, events, boundaries, messages, state, stored event count
  let stored: (string | number)[] = ["0", "", "", "", "", "", "", 0];
  if (run.agentEventCount > 0) {
    const compacted = compactRunEvents(events);
    const compactedEvents = compacted.events.map(({ event }) => event);
    const input = run.recordedInput;
    // A run whose agent sent no RUN_STARTED still brought its input: count it in.
    const history = run.sawRunStarted || input === undefined ? run.history : [...run.history, ...input.messages];
    const startState = run.sawRunStarted || input === undefined ? run.startState : (input.state ?? run.startState);
    const state = reduceRunState(startState, compactedEvents);
    const encoded = encodeCompactedRun(compacted, run.firstId);
    stored = [
      "1",
      encoded.firstId,
      encoded.lastId,
      encoded.events,
      encoded.boundaries ?? "",
      JSON.stringify(reduceRunMessages(history, compactedEvents)),
      state === undefined ? "" : JSON.stringify(state),
      compacted.events.length,
    ];
  }
  const [store, firstId, storedLastId, encodedEvents, boundaries, messages, state, count] = stored as [
    string,
    string | number,
    string | number,
    string,
    string,
    string,
    string,
    number,
  ];
  const held = await redisScripts.finish.call(
    client,
    [
      keys.lock(ownerId, threadId),
      run.liveKey,
      keys.meta(ownerId, threadId),
      keys.runs(ownerId, threadId),
      keys.running,
      keys.ownerThreads(run.ownerId),
    ],
    [
      run.token,
      keys.liveChannel(ownerId, threadId),
      threadId,
      tail.length > 0 ? lastId : "",
      tail.length > 0 ? encodeBatch(tail) : "",
      lastId + 1,
      Date.now(),
      context.liveTtlMs,
      store,
      firstId,
      storedLastId,
      encodedEvents,
      boundaries,
      messages,
      state,
      options.idleThreadTtlSeconds,
      options.maxEventsPerThread,
      count,
      keys.changesChannel(run.ownerId),
      keys.runningMember(ownerId, threadId),
    ],
  );
  return held === 1;
}
