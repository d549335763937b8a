/** Anything with a `subscribe` that calls its listener on every change and returns the unsubscribe. */
export interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves once `check()` holds: looked at now, then on each change `store` announces (no polling).
 * Never resolving fails the test at its timeout.
 *
 * @example
 * await untilStore(queue, () => queue.attachments[0]?.status === "ready");
 */
export function untilStore(store: Subscribable, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}
