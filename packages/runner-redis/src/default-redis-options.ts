import { backoffDelay } from "@wingman/shared/internal";
import type { RedisOptions } from "ioredis";

/** Default bound on connecting and on each Redis command (ms). */
export const defaultCommandTimeoutMs = 2_000;
/** Reconnection attempts back off (jittered) up to this (ms), and go on for as long as Redis is away. */
const maxReconnectDelayMs = 1_000;

/**
 * The ioredis options a `RedisAgentRunner` opens its connections with: bounded connect and command
 * times, no offline queue (while Redis is away a command fails at once instead of waiting for it),
 * no re-sending of commands cut off by a disconnect (the runner's scripts are not idempotent), and
 * reconnection for ever with a jittered backoff capped at one second, so service resumes within about a
 * second of Redis coming back. ioredis' own defaults queue commands without bound and retry each
 * 20 times: a request then hangs for tens of seconds when Redis is down.
 *
 * Build a client you pass as `client` with them to get the same behaviour.
 *
 * @example
 * const client = new Redis("redis://redis:6379", { ...defaultRedisOptions(), password });
 * const runner = new RedisAgentRunner({ client });
 */
export function defaultRedisOptions(commandTimeoutMs = defaultCommandTimeoutMs): RedisOptions {
  return {
    connectTimeout: commandTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => backoffDelay(attempt, { baseMs: 50, maxMs: maxReconnectDelayMs }),
  };
}
