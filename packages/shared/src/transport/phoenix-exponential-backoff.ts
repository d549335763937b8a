/**
 * A retry delay function for Phoenix.js's `reconnectAfterMs`/`rejoinAfterMs` (called with a
 * 1-based try count): `baseMs`, then doubled on each try, never above `maxMs`.
 *
 * @example
 * const delay = phoenixExponentialBackoff(100, 1000);
 * [1, 2, 3, 4, 5].map(delay); // [100, 200, 400, 800, 1000]
 */
export function phoenixExponentialBackoff(baseMs: number, maxMs: number): (tries: number) => number {
  return (tries) => Math.min(maxMs, baseMs * 2 ** Math.max(0, tries - 1));
}
