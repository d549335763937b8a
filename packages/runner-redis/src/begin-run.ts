import type { RunnerRunRequest } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

/**
 * Locks the owner's thread for a run under `token` (creating the thread if it is new). The reply's
 * first entry says how: "ok" (then the first event id, the thread's messages and state), "busy",
 * "stale" (the lock holder died: recover, then try again) or "not-found".
 */
export async function beginRun(context: RedisRunnerContext, request: RunnerRunRequest, token: string): Promise<string[]> {
  const { ownerId, threadId } = request;
  const { client, keys, options } = context;
  return (await redisScripts.begin.call(
    client,
    [keys.meta(ownerId, threadId), keys.lock(ownerId, threadId), keys.ownerThreads(ownerId), keys.running, keys.activity, keys.runs(ownerId, threadId)],
    [
      request.ownerId,
      request.agentId,
      token,
      options.lockTtlMs,
      Date.now(),
      threadId,
      request.input.runId,
      keys.changesChannel(ownerId),
      keys.runningMember(ownerId, threadId),
    ],
  )) as string[];
}
