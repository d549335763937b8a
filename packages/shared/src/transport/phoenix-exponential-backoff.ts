import { backoffDelay } from "./backoff-delay.js";

// Phoenix.js retries on its own schedule, so this CopilotKit-compatible helper has no jitter: it is
// `backoffDelay` at its ceiling (a fixed random of 1), not a second backoff formula.
const atCeiling = (): number => 1;

/**
 * A retry delay function for Phoenix.js's `reconnectAfterMs`/`rejoinAfterMs` (called with a
 * 1-based try count): `baseMs`, then doubled on each try, never above `maxMs` (whole milliseconds).
 *
 * @example
 * const delay = phoenixExponentialBackoff(100, 1000);
 * [1, 2, 3, 4, 5].map(delay); // [100, 200, 400, 800, 1000]
 */
export function phoenixExponentialBackoff(baseMs: number, maxMs: number): (tries: number) => number {
  return (tries) => backoffDelay(tries - 1, { baseMs, maxMs, random: atCeiling });
}
