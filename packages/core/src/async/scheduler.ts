/**
 * Runs `callback` later and returns a function that cancels it. The core batches subscriber
 * notifications through a scheduler so that a stream of 10,000 deltas does not mean 10,000
 * notifications.
 */
export type Scheduler = (callback: () => void) => () => void;

/** A scheduler on `setTimeout` with the given delay (default 16 ms, about one frame). */
export function createTimerScheduler(delayMs = 16): Scheduler {
  return (callback) => {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  };
}

/** Calls back at once (synchronously): every change is notified. Useful in tests. */
export const immediateScheduler: Scheduler = (callback) => {
  callback();
  return () => {};
};

/**
 * The default: one notification per animation frame where `requestAnimationFrame` exists
 * (browsers), else a 16 ms timer (Node, workers, tests).
 */
export function createDefaultScheduler(): Scheduler {
  const frame = (globalThis as { requestAnimationFrame?: (callback: () => void) => number }).requestAnimationFrame;
  const cancelFrame = (globalThis as { cancelAnimationFrame?: (handle: number) => void }).cancelAnimationFrame;
  if (typeof frame === "function" && typeof cancelFrame === "function") {
    return (callback) => {
      const handle = frame.call(globalThis, callback);
      return () => cancelFrame.call(globalThis, handle);
    };
  }
  return createTimerScheduler();
}
