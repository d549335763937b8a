import type { SqliteStatements } from "./sqlite-statements.js";

/**
 * Whether the owner's thread still holds this run for this runner instance: the fence of every write of a
 * run. A run whose lease expired and was finalized by another process (or whose thread was deleted)
 * fails it, and so does one whose thread has taken a new run since.
 */
export function holdsRun(statements: SqliteStatements, ownerId: string, threadId: string, runId: string, instanceId: string): boolean {
  const holder = statements.runHolder.get(ownerId, threadId) as { run_id: string | null; run_instance: string | null } | undefined;
  return holder?.run_id === runId && holder.run_instance === instanceId;
}
