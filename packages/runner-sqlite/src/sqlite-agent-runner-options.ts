/** How space is given back to the file system after retention deletes data. */
export type SqliteVacuumMode = "incremental" | "full" | false;

/**
 * How long a `SqliteAgentRunner` keeps a thread's data. The first two have the names and meaning
 * of `RedisAgentRunner`'s `retention`.
 */
export interface SqliteRetentionOptions {
  /**
   * Stored (compacted) events kept per thread: when a run is stored, the thread's oldest stored
   * runs are deleted, whole, until the rest fit (the newest run is always kept; the thread's
   * messages and state stay whole). Default: no limit.
   */
  readonly maxEventsPerThread?: number;
  /**
   * A thread with no run and no update for this long (seconds) is deleted with its log by the
   * retention sweep. Default: never.
   */
  readonly idleThreadTtlSeconds?: number;
  /**
   * How the sweep gives freed space back: `"incremental"` (default; the file uses
   * `auto_vacuum = INCREMENTAL` and the sweep runs `PRAGMA incremental_vacuum`; an existing file
   * made without it is converted once, with a `VACUUM`, when opened), `"full"` (a `VACUUM` after a
   * sweep that deleted something: rewrites the whole file), or `false` (freed pages are only reused).
   */
  readonly vacuum?: SqliteVacuumMode;
  /** How often the retention sweep runs (ms), when retention is set. Default 60,000. */
  readonly sweepIntervalMs?: number;
}

/** Options of a `SqliteAgentRunner`. */
export interface SqliteAgentRunnerOptions {
  /** The database file (created when missing), or `":memory:"` for a private in-memory database. */
  readonly path: string;
  /**
   * How long (ms) a run's lease lasts without renewal. Each runner renews the leases of its runs
   * every third of it; another process opening the same file finalizes a run whose lease expired
   * (or whose process is gone, on the same host) as an error. Default 30,000.
   */
  readonly leaseMs?: number;
  /**
   * How long (ms) a statement waits for a lock another connection holds on the file (SQLite's
   * `busy_timeout`) before the call fails with `StoreUnavailableError` (503 over HTTP). The wait
   * blocks this process' event loop (better-sqlite3 is synchronous): keep it short. Default 5,000.
   */
  readonly busyTimeoutMs?: number;
  /** The `Retry-After` (seconds) of a 503 answered while the file stays locked. Default 2. */
  readonly retryAfterSeconds?: number;
  /** How long a thread's data is kept (events per thread, idle threads) and how space is freed. Default: everything, forever. */
  readonly retention?: SqliteRetentionOptions;
}

export interface ResolvedSqliteAgentRunnerOptions {
  readonly path: string;
  readonly leaseMs: number;
  readonly busyTimeoutMs: number;
  readonly retryAfterSeconds: number;
  /** 0: no limit. */
  readonly maxEventsPerThread: number;
  /** 0: never. */
  readonly idleThreadTtlSeconds: number;
  readonly vacuum: SqliteVacuumMode;
  readonly sweepIntervalMs: number;
}

/** Fills in defaults and rejects values that would break the runner. */
export function resolveSqliteAgentRunnerOptions(options: SqliteAgentRunnerOptions): ResolvedSqliteAgentRunnerOptions {
  if (typeof options?.path !== "string" || options.path.length === 0) {
    throw new TypeError("SqliteAgentRunner: path must be a file path or ':memory:'");
  }
  const leaseMs = options.leaseMs ?? 30_000;
  if (!Number.isFinite(leaseMs) || leaseMs < 100) {
    throw new RangeError(`SqliteAgentRunner: leaseMs must be a number of milliseconds ≥ 100, got ${String(leaseMs)}`);
  }
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  if (!Number.isInteger(busyTimeoutMs) || busyTimeoutMs < 0) {
    throw new RangeError(`SqliteAgentRunner: busyTimeoutMs must be an integer ≥ 0, got ${String(busyTimeoutMs)}`);
  }
  const retryAfterSeconds = options.retryAfterSeconds ?? 2;
  if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 1) {
    throw new RangeError(`SqliteAgentRunner: retryAfterSeconds must be a positive integer, got ${String(retryAfterSeconds)}`);
  }
  const retention = options.retention ?? {};
  const maxEventsPerThread = retention.maxEventsPerThread ?? 0;
  if (!Number.isInteger(maxEventsPerThread) || maxEventsPerThread < 0) {
    throw new RangeError(`SqliteAgentRunner: retention.maxEventsPerThread must be a positive integer, got ${String(maxEventsPerThread)}`);
  }
  const idleThreadTtlSeconds = retention.idleThreadTtlSeconds ?? 0;
  if (!Number.isInteger(idleThreadTtlSeconds) || idleThreadTtlSeconds < 0) {
    throw new RangeError(`SqliteAgentRunner: retention.idleThreadTtlSeconds must be a positive integer, got ${String(idleThreadTtlSeconds)}`);
  }
  const vacuum = retention.vacuum ?? "incremental";
  if (vacuum !== "incremental" && vacuum !== "full" && vacuum !== false) {
    throw new RangeError(`SqliteAgentRunner: retention.vacuum must be "incremental", "full" or false, got ${String(vacuum)}`);
  }
  const sweepIntervalMs = retention.sweepIntervalMs ?? 60_000;
  if (!Number.isFinite(sweepIntervalMs) || sweepIntervalMs < 100) {
    throw new RangeError(`SqliteAgentRunner: retention.sweepIntervalMs must be a number of milliseconds ≥ 100, got ${String(sweepIntervalMs)}`);
  }
  return { path: options.path, leaseMs, busyTimeoutMs, retryAfterSeconds, maxEventsPerThread, idleThreadTtlSeconds, vacuum, sweepIntervalMs };
}
