import type { ListThreadsRequest, ThreadInfo, ThreadPage } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { threadInfoFields, toThreadInfo } from "./thread-meta.js";

const defaultPageSize = 50;
const maxPageSize = 200;

/**
 * One page of an owner's threads, newest activity first, from the owner's sorted set; the cursor
 * is the activity score of the page's last thread. Index entries of expired threads are dropped
 * as they are met.
 */
export async function listOwnerThreads(context: RedisRunnerContext, request: ListThreadsRequest): Promise<ThreadPage> {
  const { client, keys } = context;
  const limit = Math.min(maxPageSize, Math.max(1, Math.floor(request.limit ?? defaultPageSize)));
  const index = keys.ownerThreads(request.ownerId);
  const cursor = request.cursor === undefined ? Number.NaN : Number(request.cursor);
  let max = Number.isSafeInteger(cursor) ? `(${cursor}` : "+inf";
  const found: { info: ThreadInfo; score: string }[] = [];
  const scan = limit * 2 + 10;
  while (found.length <= limit) {
    const page = await client.zrevrangebyscore(index, max, "-inf", "WITHSCORES", "LIMIT", 0, scan);
    if (page.length === 0) break;
    const ids: string[] = [];
    const scores: string[] = [];
    for (let position = 0; position < page.length; position += 2) {
      ids.push(page[position]!);
      scores.push(page[position + 1]!);
    }
    const metas = await Promise.all(ids.map((threadId) => client.hmget(keys.meta(request.ownerId, threadId), ...threadInfoFields)));
    ids.forEach((threadId, position) => {
      if (found.length > limit) return;
      const values = metas[position]!;
      // An index entry whose thread expired or was deleted is dropped as it is met.
      if (values[0] === null) client.zrem(index, threadId).catch(() => undefined);
      const info = toThreadInfo(threadId, values, request.ownerId, request.agentId);
      if (info === undefined || (info.archived && request.includeArchived !== true)) return;
      found.push({ info, score: scores[position]! });
    });
    if (ids.length < scan) break;
    max = `(${scores[scores.length - 1]!}`;
  }
  const page = found.slice(0, limit);
  return {
    threads: page.map(({ info }) => info),
    nextCursor: found.length > limit ? page[page.length - 1]!.score : null,
  };
}
