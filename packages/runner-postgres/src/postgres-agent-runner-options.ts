import type { Pool } from "pg";

/** How long a thread's data is kept (the same options as the SQLite and Redis runners). */
export interface PostgresRetentionOptions {
  /**
   * Stored (compacted) events kept per thread; the oldest whole runs are dropped beyond it (the
   * newest is always kept, and the thread's messages and state stay whole). Default: no limit.
   */
  readonly maxEventsPerThread?: number;
  /** A thread with no run and no update for this many seconds is deleted with its log. Default: never. */
  readonly idleThreadTtlSeconds?: number;
}

/** Options of a `PostgresAgentRunner`: `connectionString` or `pool`, the rest optional. */
export interface PostgresAgentRunnerOptions {
  /** A PostgreSQL URL (`postgres://user@host:5432/db`); the runner opens and closes its pool. */
  readonly connectionString?: string;
  /**
   * A `pg` pool to use instead (not closed by the runner). The runner opens one more connection
   * with the pool's settings for `LISTEN`.
   */
  readonly pool?: Pool;
  /** The schema holding the runner's tables (created when missing). Default `"wingman"`. */
  readonly schema?: string;
  /**
   * Whether the schema's migrations run when the runner starts. Default true; with false, call
   * `migrate()` (or `migratePostgresSchema`) from a deploy step, and the runner refuses to start on
   * an older schema.
   */
  readonly migrate?: boolean;
  /**
   * How long a run's lease lasts without renewal (ms). The instance running it renews it every third
   * of this; when the instance dies, another finalizes the run as an error after at most about this
   * long. Default 5,000.
   */
  readonly leaseMs?: number;
  /** How long a connection attempt may take before a call fails (ms). Default 2,000. */
  readonly connectionTimeoutMs?: number;
  /** How long a thread's data is kept (events per thread, idle threads). Default: everything, forever. */
  readonly retention?: PostgresRetentionOptions;
}

export interface ResolvedPostgresAgentRunnerOptions {
  readonly schema: string;
  readonly migrate: boolean;
  readonly leaseMs: number;
  readonly connectionTimeoutMs: number;
  readonly maxEventsPerThread: number;
  readonly idleThreadTtlMs: number;
}

/** Fills in defaults and rejects values that would break the runner. */
export function resolvePostgresAgentRunnerOptions(options: PostgresAgentRunnerOptions): ResolvedPostgresAgentRunnerOptions {
  if ((options?.connectionString === undefined) === (options?.pool === undefined)) {
    throw new TypeError("PostgresAgentRunner: give exactly one of connectionString and pool");
  }
  const schema = options.schema ?? "wingman";
  if (!/^[a-z_][a-z0-9_]{0,47}$/.test(schema)) {
    throw new RangeError(`PostgresAgentRunner: schema must be a lower-case identifier of at most 48 characters, got ${JSON.stringify(schema)}`);
  }
  const leaseMs = options.leaseMs ?? 5_000;
  if (!Number.isInteger(leaseMs) || leaseMs < 100) {
    throw new RangeError(`PostgresAgentRunner: leaseMs must be an integer ≥ 100, got ${String(leaseMs)}`);
  }
  const connectionTimeoutMs = options.connectionTimeoutMs ?? 2_000;
  if (!Number.isInteger(connectionTimeoutMs) || connectionTimeoutMs < 1) {
    throw new RangeError(`PostgresAgentRunner: connectionTimeoutMs must be a positive integer, got ${String(connectionTimeoutMs)}`);
  }
  const maxEventsPerThread = options.retention?.maxEventsPerThread ?? 0;
  if (!Number.isInteger(maxEventsPerThread) || maxEventsPerThread < 0) {
    throw new RangeError(`PostgresAgentRunner: retention.maxEventsPerThread must be a positive integer, got ${String(maxEventsPerThread)}`);
  }
  const idleThreadTtlSeconds = options.retention?.idleThreadTtlSeconds ?? 0;
  if (!Number.isInteger(idleThreadTtlSeconds) || idleThreadTtlSeconds < 0) {
    throw new RangeError(`PostgresAgentRunner: retention.idleThreadTtlSeconds must be a positive integer, got ${String(idleThreadTtlSeconds)}`);
  }
  return { schema, migrate: options.migrate ?? true, leaseMs, connectionTimeoutMs, maxEventsPerThread, idleThreadTtlMs: idleThreadTtlSeconds * 1000 };
}
