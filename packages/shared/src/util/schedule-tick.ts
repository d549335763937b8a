/** The `setImmediate` found to throw, so that it is tried only once. */
let brokenImmediate: unknown;

/**
 * Runs `callback` on a later turn of the event loop: with `setImmediate` where it works, else with
 * `setTimeout(0)`. Next's edge runtime defines a `setImmediate` that throws ("A Node.js API is
 * used"), so its presence proves nothing: it is tried, and dropped for good the first time it throws.
 */
export function scheduleTick(callback: () => void): void {
  const immediate = globalThis.setImmediate as unknown;
  if (typeof immediate === "function" && immediate !== brokenImmediate) {
    try {
      (immediate as (callback: () => void) => unknown)(callback);
      return;
    } catch {
      brokenImmediate = immediate;
    }
  }
  setTimeout(callback, 0);
}
