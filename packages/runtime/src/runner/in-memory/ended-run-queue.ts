import { scheduleTick } from "@wingman/shared/internal";
import type { ThreadRecord } from "./thread-record.js";

/**
 * How long a long ended run waits before it is compacted and stored, unless its thread is read
 * first. Compacting a long run takes tens of milliseconds: done at once, it would delay the run's
 * last frames whenever the socket was full at its end. This gives them time to go out.
 */
const STORE_DELAY_MS = 20;

/**
 * Runs of up to this many bytes (a few hundred deltas) are stored as soon as the current I/O is
 * done: they compact in well under a millisecond, and stored at once they are off the path of the
 * next request, which would otherwise pay for them (a new run stores the pending runs it must).
 */
export const SMALL_RUN_BYTES = 64 * 1024;

/**
 * The threads whose ended run is not stored yet: a small run is stored right after the I/O that
 * ended it (`scheduleTick`, once its last frames are written), the others together
 * `STORE_DELAY_MS` after the first of them ended; any of them earlier by whoever reads its thread
 * (`store` is the runner's, which calls `delete`).
 */
export class EndedRunQueue {
  readonly #pending = new Set<ThreadRecord>();
  /** The pending runs stored on the next tick. */
  readonly #small = new Set<ThreadRecord>();
  readonly #store: (thread: ThreadRecord) => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #tickScheduled = false;

  constructor(store: (thread: ThreadRecord) => void) {
    this.#store = store;
  }

  /** `thread`'s ended run (of about `bytes`) waits to be stored. */
  add(thread: ThreadRecord, bytes: number): void {
    this.#pending.add(thread);
    if (bytes <= SMALL_RUN_BYTES) {
      this.#small.add(thread);
      // Not an unref'd immediate: that lets the loop wait in poll, and the store then runs after
      // the next request's I/O, in front of that request's own work. Not `setImmediate` itself:
      // Next's edge runtime has one that throws.
      if (!this.#tickScheduled) {
        this.#tickScheduled = true;
        scheduleTick(this.#storeSmall);
      }
      return;
    }
    this.#timer ??= setTimeout(() => this.storeAll(), STORE_DELAY_MS);
    // A pending store must not keep the process alive.
    (this.#timer as { unref?: () => void }).unref?.();
  }

  delete(thread: ThreadRecord): void {
    this.#pending.delete(thread);
    // A tick already scheduled stays: it finds nothing left to store.
    this.#small.delete(thread);
    if (this.#pending.size === 0 && this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
  }

  /** Stores every ended run not stored yet. */
  storeAll(): void {
    for (const thread of this.#pending) this.#store(thread);
  }

  readonly #storeSmall = (): void => {
    this.#tickScheduled = false;
    for (const thread of this.#small) this.#store(thread);
  };
}
