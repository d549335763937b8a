import type { RunnerStopRequest } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

/**
 * Marks the caller's thread's run (or the given run) to stop. The reply's first entry says what
 * holds it: "no" (nothing to stop), "dead" (its lock expired: recover it) or its live id second.
 */
export async function requestStop(context: RedisRunnerContext, request: RunnerStopRequest): Promise<string[]> {
  const { client, keys } = context;
  const { ownerId, threadId } = request;
  return (await redisScripts.requestStop.call(
    client,
    [keys.meta(ownerId, threadId), keys.lock(ownerId, threadId)],
    [request.ownerId, request.agentId ?? "", request.runId ?? ""],
  )) as string[];
}
