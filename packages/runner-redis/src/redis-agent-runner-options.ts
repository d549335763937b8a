import type { Redis, RedisOptions } from "ioredis";
import { defaultCommandTimeoutMs } from "./default-redis-options.js";

/** How long a thread's data is kept. */
export interface RedisRetentionOptions {
  /**
   * Stored (compacted) events kept per thread; the oldest runs are dropped beyond it (the newest
   * is always kept, and the thread's messages and state stay whole). Default: no limit.
   */
  readonly maxEventsPerThread?: number;
  /** A thread with no run and no update for this long expires with its log. Default: never. */
  readonly idleThreadTtlSeconds?: number;
}

/** Options of a `RedisAgentRunner`: `url` or `client`, the rest optional. */
export interface RedisAgentRunnerOptions {
  /** A Redis URL (`redis://host:port/db`); the runner opens and closes its connections. */
  readonly url?: string;
  /**
   * A connected ioredis client to use instead (not closed by the runner; its `keyPrefix` option
   * must be unset: use ours). The runner opens one more connection from it for subscriptions.
   */
  readonly client?: Redis;
  /**
   * ioredis options for the connections the runner opens from `url`, applied over
   * `defaultRedisOptions(commandTimeoutMs)` (bounded timeouts, no offline queue, reconnection with
   * a capped backoff). Ignored with `client`, whose own options apply.
   */
  readonly redisOptions?: RedisOptions;
  /**
   * How long connecting and each Redis command may take (ms) before the call fails with
   * `StoreUnavailableError` (503 over HTTP). While Redis is known to be down, calls fail at once.
   * Default 2,000.
   */
  readonly commandTimeoutMs?: number;
  /** The `Retry-After` (seconds) of a 503 answered while Redis is unavailable. Default 2. */
  readonly retryAfterSeconds?: number;
  /** Prefix of every key and channel. Default `"wingman:"`. */
  readonly keyPrefix?: string;
  /**
   * How long a run's lock lives without renewal (ms). The instance running it renews it every third
   * of this; when the instance dies, another finalizes the run as an error after at most about this
   * long. Default 10,000.
   */
  readonly lockTtlMs?: number;
  /** How long a thread's data is kept (events per thread, idle threads). Default: everything, forever. */
  readonly retention?: RedisRetentionOptions;
}

export interface ResolvedRedisAgentRunnerOptions {
  readonly keyPrefix: string;
  readonly lockTtlMs: number;
  readonly commandTimeoutMs: number;
  readonly retryAfterSeconds: number;
  readonly maxEventsPerThread: number;
  readonly idleThreadTtlSeconds: number;
}

/** Fills in defaults and rejects values that would break the runner. */
export function resolveRedisAgentRunnerOptions(options: RedisAgentRunnerOptions): ResolvedRedisAgentRunnerOptions {
  if ((options.url === undefined) === (options.client === undefined)) {
    throw new TypeError("RedisAgentRunner: give exactly one of url and client");
  }
  const lockTtlMs = options.lockTtlMs ?? 10_000;
  if (!Number.isInteger(lockTtlMs) || lockTtlMs < 100) {
    throw new RangeError(`RedisAgentRunner: lockTtlMs must be an integer ≥ 100, got ${String(lockTtlMs)}`);
  }
  const maxEventsPerThread = options.retention?.maxEventsPerThread ?? 0;
  if (!Number.isInteger(maxEventsPerThread) || maxEventsPerThread < 0) {
    throw new RangeError(`RedisAgentRunner: retention.maxEventsPerThread must be a positive integer, got ${String(maxEventsPerThread)}`);
  }
  const idleThreadTtlSeconds = options.retention?.idleThreadTtlSeconds ?? 0;
  if (!Number.isInteger(idleThreadTtlSeconds) || idleThreadTtlSeconds < 0) {
    throw new RangeError(`RedisAgentRunner: retention.idleThreadTtlSeconds must be a positive integer, got ${String(idleThreadTtlSeconds)}`);
  }
  const commandTimeoutMs = options.commandTimeoutMs ?? defaultCommandTimeoutMs;
  if (!Number.isInteger(commandTimeoutMs) || commandTimeoutMs < 50) {
    throw new RangeError(`RedisAgentRunner: commandTimeoutMs must be an integer ≥ 50, got ${String(commandTimeoutMs)}`);
  }
  const retryAfterSeconds = options.retryAfterSeconds ?? 2;
  if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 1) {
    throw new RangeError(`RedisAgentRunner: retryAfterSeconds must be a positive integer, got ${String(retryAfterSeconds)}`);
  }
  return { keyPrefix: options.keyPrefix ?? "wingman:", lockTtlMs, commandTimeoutMs, retryAfterSeconds, maxEventsPerThread, idleThreadTtlSeconds };
}
