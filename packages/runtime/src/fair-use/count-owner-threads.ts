import type { WingmanAgentRunner } from "../runner/agent-runner.js";

const pageSize = 200;

/**
 * How many threads the owner has, archived included, counting no further than `upTo`: the
 * runner's `countThreads` when it has one, else pages of `listThreads`.
 */
export async function countOwnerThreads(runner: WingmanAgentRunner, ownerId: string, upTo: number): Promise<number> {
  if (runner.countThreads) return runner.countThreads({ ownerId });
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await runner.listThreads({ ownerId, includeArchived: true, limit: pageSize, ...(cursor !== undefined && { cursor }) });
    count += page.threads.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && count < upTo);
  return count;
}
