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
}

export interface ResolvedSqliteAgentRunnerOptions {
  readonly path: string;
  readonly leaseMs: number;
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
  return { path: options.path, leaseMs };
}
