import { parseOwnerThreadKey } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";

/** The threads marked running whose lock expired (their instance died), runs of this instance left out. */
export async function findDeadRuns(context: RedisRunnerContext, isLocal: (member: string) => boolean): Promise<{ ownerId: string; threadId: string }[]> {
  const { client, keys } = context;
  const running = await client.zrange(keys.running, 0, -1);
  const candidates = running.flatMap((member) => {
    const thread = parseOwnerThreadKey(member);
    return thread === undefined || isLocal(member) ? [] : [thread];
  });
  const alive = await Promise.all(candidates.map(({ ownerId, threadId }) => client.exists(keys.lock(ownerId, threadId))));
  return candidates.filter((_, index) => alive[index] === 0);
}
