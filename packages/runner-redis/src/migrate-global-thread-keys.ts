import type { Redis } from "ioredis";
import { LuaScript } from "./lua-script.js";
import { RedisKeys } from "./redis-keys.js";

/** What {@link migrateGlobalThreadKeys} did. */
export interface ThreadKeyMigration {
  /** Threads moved to their owner-scoped keys. */
  readonly migrated: number;
  /** Threads left where they are: a run in progress, no owner, or the new keys taken already. */
  readonly skipped: readonly string[];
}

/**
 * Moves one idle thread's meta hash and runs stream to their new names, atomically, keeping their
 * expiry. KEYS: old meta, old runs, new meta, new runs. Returns 1, or 0 when left alone.
 */
const moveThread = new LuaScript(
  4,
  `
local f = redis.call('HMGET', KEYS[1], 'owner', 'runId')
if not f[1] or f[1] == '' then return 0 end
if f[2] and f[2] ~= '' then return 0 end
if redis.call('EXISTS', KEYS[3]) == 1 or redis.call('EXISTS', KEYS[4]) == 1 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[3])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[4]) end
return 1
`,
);

/**
 * Upgrades data written by `RedisAgentRunner` releases where thread ids were global
 * (`<prefix>thread:{<thread id>}:*`) to the owner-scoped layout (`<prefix>othread:{…}`), which is
 * all this version reads. Each thread keeps its owner (the `owner` field of its meta hash), name,
 * runs, messages, state and expiry; the owner's thread index needs no change. Threads with a run in
 * progress are skipped: run it again once they ended. Safe to run more than once, and while
 * runtimes serve; it moves keys with a Lua script, so on a Redis Cluster run it per node only if
 * old and new keys share a slot (they usually do not: migrate before sharding).
 *
 * @example
 * const { migrated, skipped } = await migrateGlobalThreadKeys(new Redis(url), "myapp:");
 */
export async function migrateGlobalThreadKeys(client: Redis, keyPrefix = "wingman:"): Promise<ThreadKeyMigration> {
  const keys = new RedisKeys(keyPrefix);
  const start = `${keyPrefix}thread:{`;
  const end = "}:meta";
  const pattern = `${escapeGlob(start)}*${escapeGlob(end)}`;
  let migrated = 0;
  const skipped: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
    cursor = next;
    for (const meta of found) {
      const threadId = meta.slice(start.length, meta.length - end.length);
      const ownerId = await client.hget(meta, "owner");
      const runs = `${start}${threadId}}:runs`;
      const moved =
        ownerId !== null &&
        (await moveThread.call(client, [meta, runs, keys.meta(ownerId, threadId), keys.runs(ownerId, threadId)], [])) === 1;
      if (moved) migrated += 1;
      else skipped.push(threadId);
    }
  } while (cursor !== "0");
  return { migrated, skipped };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}
