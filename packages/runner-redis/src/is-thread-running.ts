import type { RunnerThreadRequest } from "@wingman/runtime";
import type { RedisRunnerContext } from "./redis-runner-context.js";

/**
 * Whether the caller's thread has a run in progress: one this instance drives (`isLocal`), or one
 * whose lock is held; a run whose lock expired is recovered first, and the thread read again.
 */
export async function isThreadRunning(
  context: RedisRunnerContext,
  request: RunnerThreadRequest,
  isLocal: () => boolean,
  recover: () => Promise<void>,
): Promise<boolean> {
  const { client, keys } = context;
  const { ownerId, threadId } = request;
  const meta = keys.meta(ownerId, threadId);
  const [owner, runId] = await client.hmget(meta, "owner", "runId");
  if (owner !== ownerId || runId == null || runId === "") return false;
  if (isLocal()) return true;
  if ((await client.exists(keys.lock(ownerId, threadId))) === 1) return true;
  await recover();
  const [, current] = await client.hmget(meta, "owner", "runId");
  return current != null && current !== "";
}
