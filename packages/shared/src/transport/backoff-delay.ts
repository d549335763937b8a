/** How far apart retries are: the first ceiling, the cap, and the source of randomness. */
export interface BackoffOptions {
  /** The ceiling of the first delay (ms), doubled on every attempt. */
  readonly baseMs: number;
  /** No delay is ever longer than this (ms). */
  readonly maxMs: number;
  /** A number in [0, 1]; inject a fixed one in tests. @default Math.random */
  readonly random?: () => number;
}

/**
 * The delay before retry number `attempt` (0 for the first retry), with "full jitter": a random
 * value between 0 and `min(maxMs, baseMs * 2^attempt)`. Clients that lost the same server at the
 * same moment thus come back spread out instead of all together, at every attempt.
 *
 * @example
 * backoffDelay(3, { baseMs: 100, maxMs: 1000, random: () => 0.5 }); // 400 (half of 800)
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt));
  const fraction = Math.min(1, Math.max(0, (options.random ?? Math.random)()));
  return Math.round(fraction * ceiling);
}
