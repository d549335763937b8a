import type { ThreadInfo } from "@wingman/runtime";

/** The columns of `wingman_threads` a runner reads for a thread's info and its run in progress. */
export interface ThreadRow {
  readonly id: string;
  readonly owner_id: string;
  readonly agent_id: string;
  readonly name: string | null;
  readonly archived: number;
  readonly created_at: number;
  readonly updated_at: number;
  readonly last_run_at: number | null;
  readonly activity: number;
  readonly next_event_id: number;
  readonly run_id: string | null;
  readonly run_first_id: number | null;
  readonly run_created_thread: number | null;
  readonly run_instance: string | null;
  readonly run_pid: number | null;
  readonly run_host: string | null;
  readonly lease_until: number | null;
  readonly stop_requested: number;
}

/** The column list matching `ThreadRow`, for SELECTs. */
export const threadRowColumns =
  "id, owner_id, agent_id, name, archived, created_at, updated_at, last_run_at, activity, next_event_id, " +
  "run_id, run_first_id, run_created_thread, run_instance, run_pid, run_host, lease_until, stop_requested";

/** Whether a caller with this owner (and agent, when given) may see the thread. */
export function isVisibleTo(row: ThreadRow, ownerId: string, agentId?: string): boolean {
  return row.owner_id === ownerId && (agentId === undefined || row.agent_id === agentId);
}

export function toThreadInfo(row: ThreadRow): ThreadInfo {
  return {
    id: row.id,
    agentId: row.agent_id,
    ownerId: row.owner_id,
    name: row.name,
    archived: row.archived === 1,
    running: row.run_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastRunAt: row.last_run_at === null ? null : new Date(row.last_run_at).toISOString(),
  };
}
