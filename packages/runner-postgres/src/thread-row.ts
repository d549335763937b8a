import type { ThreadInfo } from "@wingman/runtime";

/** The columns of `threads` a runner reads for a thread's info and its run in progress. */
export interface ThreadRow {
  readonly owner_id: string;
  readonly thread_id: string;
  readonly agent_id: string;
  readonly name: string | null;
  readonly archived: boolean;
  readonly created_at: number;
  readonly updated_at: number;
  readonly last_run_at: number | null;
  readonly activity: number;
  readonly next_event_id: number;
  readonly run_id: string | null;
  readonly run_first_id: number | null;
  readonly run_created_thread: boolean | null;
  readonly lease_owner: string | null;
  readonly lease_generation: number;
  /** Whether the lease has run out by the database's clock (null when idle). */
  readonly lease_expired: boolean | null;
  readonly stop_requested: boolean;
}

/** The column list matching `ThreadRow`, for SELECT and RETURNING. */
export const threadRowColumns =
  "owner_id, thread_id, agent_id, name, archived, created_at, updated_at, last_run_at, activity, next_event_id, " +
  "run_id, run_first_id, run_created_thread, lease_owner, lease_generation, lease_expires_at < now() AS lease_expired, stop_requested";

/** node-postgres returns bigint columns as strings: this turns a raw row into a `ThreadRow`. */
export function parseThreadRow(raw: Record<string, unknown>): ThreadRow {
  const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
  return {
    owner_id: raw["owner_id"] as string,
    thread_id: raw["thread_id"] as string,
    agent_id: raw["agent_id"] as string,
    name: (raw["name"] as string | null) ?? null,
    archived: raw["archived"] === true,
    created_at: Number(raw["created_at"]),
    updated_at: Number(raw["updated_at"]),
    last_run_at: nullableNumber(raw["last_run_at"]),
    activity: Number(raw["activity"]),
    next_event_id: Number(raw["next_event_id"]),
    run_id: (raw["run_id"] as string | null) ?? null,
    run_first_id: nullableNumber(raw["run_first_id"]),
    run_created_thread: (raw["run_created_thread"] as boolean | null) ?? null,
    lease_owner: (raw["lease_owner"] as string | null) ?? null,
    lease_generation: Number(raw["lease_generation"]),
    lease_expired: (raw["lease_expired"] as boolean | null) ?? null,
    stop_requested: raw["stop_requested"] === true,
  };
}

export function toThreadInfo(row: ThreadRow): ThreadInfo {
  return {
    id: row.thread_id,
    agentId: row.agent_id,
    ownerId: row.owner_id,
    name: row.name,
    archived: row.archived,
    running: row.run_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastRunAt: row.last_run_at === null ? null : new Date(row.last_run_at).toISOString(),
  };
}
