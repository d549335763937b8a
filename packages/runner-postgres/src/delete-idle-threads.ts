import type { ThreadChange } from "@wingman/runtime";
import { encodeNotice } from "./notice.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";

/** Deletes the threads idle for longer than `retention.idleThreadTtlSeconds` and tells every instance's watchers. */
export async function deleteIdleThreads(context: PostgresRunnerContext): Promise<void> {
  const { pool, sql, channel, options } = context;
  if (options.idleThreadTtlMs <= 0) return;
  const idle = await pool.query<{ owner_id: string; thread_id: string; agent_id: string }>(sql.deleteIdleThreads, [Date.now() - options.idleThreadTtlMs]);
  for (const row of idle.rows) {
    const change: ThreadChange = { kind: "deleted", ownerId: row.owner_id, threadId: row.thread_id, agentId: row.agent_id };
    await pool.query(sql.notify, [channel, encodeNotice({ kind: "change", change })]);
  }
}
