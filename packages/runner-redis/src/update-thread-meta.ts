import type { UpdateThreadRequest } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

/** Renames or (un)archives the owner's thread and tells its watchers; false when the caller has no such thread. */
export async function updateThreadMeta(context: RedisRunnerContext, request: UpdateThreadRequest): Promise<boolean> {
  const { client, keys, options } = context;
  const { threadId } = request;
  const updated = await redisScripts.update.call(
    client,
    [keys.meta(request.ownerId, threadId), keys.runs(request.ownerId, threadId)],
    [
      request.ownerId,
      request.name === undefined ? "0" : "1",
      request.name ?? "",
      request.name === null ? "0" : "1",
      request.archived === undefined ? "" : request.archived ? "1" : "0",
      Date.now(),
      options.idleThreadTtlSeconds,
      keys.changesChannel(request.ownerId),
      threadId,
    ],
  );
  return updated === 1;
}
