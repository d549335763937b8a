import type { RunnerThreadRequest, ThreadInfo } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";

/** Deletes everything Redis holds of a thread (its run stopped first) and tells its watchers. */
export async function deleteThreadKeys(context: RedisRunnerContext, request: RunnerThreadRequest, info: ThreadInfo): Promise<void> {
  const { client, keys } = context;
  const { ownerId, threadId } = request;
  const liveId = await client.hget(keys.meta(ownerId, threadId), "liveId");
  const doomed = [keys.meta(ownerId, threadId), keys.runs(ownerId, threadId), keys.lock(ownerId, threadId)];
  if (liveId != null && liveId !== "") doomed.push(keys.live(ownerId, threadId, liveId));
  await client
    .multi()
    .del(...doomed)
    .zrem(keys.ownerThreads(ownerId), threadId)
    .zrem(keys.running, keys.runningMember(ownerId, threadId))
    .publish(keys.changesChannel(ownerId), JSON.stringify(["deleted", threadId, [info.ownerId, info.agentId]]))
    .exec();
}
