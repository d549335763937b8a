/** Limits of an `InMemoryAgentRunner`. Each instance has its own store and its own limits. */
export interface InMemoryAgentRunnerOptions {
  /**
   * Threads kept. Beyond it, the owner creating a thread evicts its own least recently used idle
   * thread — never another owner's; an owner with none idle is not refused (the overage is
   * accepted). Default 1000.
   */
  readonly maxThreads?: number;
  /** Runs kept per thread; the oldest is dropped beyond it. Default 100. */
  readonly maxRunsPerThread?: number;
  /**
   * Approximate bytes of all stored and in-flight events; beyond it, the owner whose events passed
   * it evicts its own idle threads (LRU). Default 256 MiB.
   */
  readonly maxBytes?: number;
  /** A run emitting more events than this is stopped and ends with `RUN_ERROR`. Default: no limit. */
  readonly maxEventsPerRun?: number;
  /** A run lasting longer than this (ms) is stopped and ends with `RUN_ERROR`. Default: no limit. */
  readonly runDeadlineMs?: number;
}

export interface ResolvedInMemoryAgentRunnerOptions {
  readonly maxThreads: number;
  readonly maxRunsPerThread: number;
  readonly maxBytes: number;
  readonly maxEventsPerRun: number;
  readonly runDeadlineMs: number | undefined;
}

const defaults = { maxThreads: 1000, maxRunsPerThread: 100, maxBytes: 256 * 1024 * 1024 };

/** Fills in defaults and rejects values that would silently disable or break a limit. */
export function resolveInMemoryAgentRunnerOptions(options: InMemoryAgentRunnerOptions = {}): ResolvedInMemoryAgentRunnerOptions {
  return {
    maxThreads: countOrInfinity("maxThreads", options.maxThreads ?? defaults.maxThreads),
    maxRunsPerThread: countOrInfinity("maxRunsPerThread", options.maxRunsPerThread ?? defaults.maxRunsPerThread),
    maxBytes: countOrInfinity("maxBytes", options.maxBytes ?? defaults.maxBytes),
    maxEventsPerRun: countOrInfinity("maxEventsPerRun", options.maxEventsPerRun ?? Number.POSITIVE_INFINITY),
    runDeadlineMs: options.runDeadlineMs === undefined ? undefined : positiveFinite("runDeadlineMs", options.runDeadlineMs),
  };
}

function countOrInfinity(name: string, value: number): number {
  if (value === Number.POSITIVE_INFINITY || (Number.isInteger(value) && value >= 1)) return value;
  throw new RangeError(`InMemoryAgentRunner: ${name} must be a positive integer or Infinity, got ${String(value)}`);
}

function positiveFinite(name: string, value: number): number {
  if (Number.isFinite(value) && value > 0) return value;
  throw new RangeError(`InMemoryAgentRunner: ${name} must be a positive number of milliseconds, got ${String(value)}`);
}
