import type { ThreadRecord } from "./thread-record.js";

/**
 * How long an ended run waits before it is compacted and stored, unless its thread is read first.
 * Compacting a long run takes tens of milliseconds: done at once, it would delay the run's last
 * frames whenever the socket was full at its end. This gives them time to go out.
 */
const STORE_DELAY_MS = 20;

/**
 * The threads whose ended run is not stored yet: stored together `STORE_DELAY_MS` after the first
 * one ended, or earlier by whoever reads a thread (`store` is the runner's, which calls `delete`).
 */
export class EndedRunQueue {
  readonly #pending = new Set<ThreadRecord>();
  readonly #store: (thread: ThreadRecord) => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(store: (thread: ThreadRecord) => void) {
    this.#store = store;
  }

  add(thread: ThreadRecord): void {
    this.#pending.add(thread);
    this.#timer ??= setTimeout(() => this.storeAll(), STORE_DELAY_MS);
    // A pending store must not keep the process alive.
    (this.#timer as { unref?: () => void }).unref?.();
  }

  delete(thread: ThreadRecord): void {
    this.#pending.delete(thread);
    if (this.#pending.size === 0 && this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
  }

  /** Stores every ended run not stored yet. */
  storeAll(): void {
    for (const thread of this.#pending) this.#store(thread);
  }
}
