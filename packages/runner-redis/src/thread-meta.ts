import type { ThreadInfo } from "@wingman/runtime";

/** The fields of a thread's meta hash that make its `ThreadInfo`, in `HMGET` order. */
export const threadInfoFields = ["owner", "agent", "name", "named", "archived", "created", "updated", "lastRun", "runId", "activity"] as const;

/** The `HMGET threadInfoFields` reply as a `ThreadInfo`; undefined for a missing (or foreign) thread. */
export function toThreadInfo(
  threadId: string,
  values: readonly (string | null)[],
  ownerId: string,
  agentId?: string,
): ThreadInfo | undefined {
  const [owner, agent, name, named, archived, created, updated, lastRun, runId] = values;
  if (owner !== ownerId || agent == null || (agentId !== undefined && agent !== agentId)) return undefined;
  return {
    id: threadId,
    agentId: agent,
    ownerId: owner,
    name: named === "1" ? (name ?? "") : null,
    archived: archived === "1",
    running: runId != null && runId !== "",
    createdAt: isoTime(created),
    updatedAt: isoTime(updated),
    lastRunAt: lastRun == null || lastRun === "" ? null : isoTime(lastRun),
  };
}

function isoTime(value: string | null | undefined): string {
  return new Date(Number(value ?? 0)).toISOString();
}
