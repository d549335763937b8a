import { ownerThreadKey } from "@wingman/runtime";

/** The followers of each thread on this instance, woken when a notice says the thread has new events. */
export class ThreadWakers {
  readonly #wakers = new Map<string, Set<() => void>>();

  /** Calls `wake` on each notice for the thread, until the returned function is called. */
  listen(ownerId: string, threadId: string, wake: () => void): () => void {
    const key = ownerThreadKey(ownerId, threadId);
    let wakers = this.#wakers.get(key);
    if (wakers === undefined) {
      wakers = new Set();
      this.#wakers.set(key, wakers);
    }
    wakers.add(wake);
    return () => {
      const current = this.#wakers.get(key);
      if (current === undefined) return;
      current.delete(wake);
      if (current.size === 0) this.#wakers.delete(key);
    };
  }

  wake(ownerId: string, threadId: string): void {
    for (const wake of this.#wakers.get(ownerThreadKey(ownerId, threadId)) ?? []) wake();
  }

  /** Notices may have been missed (the listening connection was lost): every follower re-reads. */
  wakeAll(): void {
    for (const wakers of [...this.#wakers.values()]) for (const wake of [...wakers]) wake();
  }
}
