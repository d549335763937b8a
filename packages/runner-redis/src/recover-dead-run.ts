import type { Message, RunAgentInput } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { finalizeRunEvents } from "@wingman/shared";
import { decodeBatch } from "@wingman/shared/internal";
import { finishRun } from "./finish-run.js";
import { parseState } from "./parse-state.js";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

const crashMessage = "The run was interrupted: the instance running it stopped responding";

/**
 * Finalizes as an error the run of a thread whose lock expired (its instance died): takes the lock
 * with `token`, reads the run's live stream, adds closers and stores it. Does nothing when the lock
 * is held (the instance lives, or another one recovers it) or the thread has no run.
 */
export async function recoverDeadRun(context: RedisRunnerContext, ownerId: string, threadId: string, token: string): Promise<void> {
  const { client, keys, options } = context;
  const reply = (await redisScripts.claim.call(
    client,
    [keys.lock(ownerId, threadId), keys.meta(ownerId, threadId)],
    [token, options.lockTtlMs],
  )) as string[];
  if (reply[0] !== "ok") return;
  const [, runId, liveId, stop, messages, state, input, nextId] = reply as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const liveKey = keys.live(ownerId, threadId, liveId);
  const events: RunnerEvent[] = [];
  for (const [, fields] of await client.xrange(liveKey, "-", "+")) events.push(...decodeBatch(fields[1]!));
  const written = events.length;
  let next = Math.max(Number(nextId), (events[events.length - 1]?.id ?? 0) + 1);
  const closers = finalizeRunEvents(
    events.map(({ event }) => event),
    { threadId, runId, stopRequested: stop === "1", interruptionMessage: crashMessage },
  );
  for (const closer of closers) events.push({ id: next++, event: closer });
  await finishRun(context, {
    threadId,
    ownerId,
    runId,
    token,
    liveKey,
    firstId: Number(liveId),
    events,
    written,
    agentEventCount: written,
    sawRunStarted: events.some(({ event }) => event.type === EventType.RUN_STARTED),
    recordedInput: input === "" ? undefined : (JSON.parse(input) as RunAgentInput),
    history: JSON.parse(messages) as Message[],
    startState: parseState(state),
  });
}
