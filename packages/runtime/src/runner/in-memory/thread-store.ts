import { ThreadRecord } from "./thread-record.js";

export interface ThreadStoreLimits {
  readonly maxThreads: number;
  readonly maxBytes: number;
}

/**
 * The threads of one runner, keyed by (owner, thread id), each owner's least recently used first
 * (Map insertion order), with a running total of their approximate bytes. When a limit is passed,
 * the owner whose thread or events passed it evicts its own idle threads, oldest first: one owner
 * never evicts another's. Threads with a run in progress are never evicted; when the owner has
 * nothing idle left, the overage is accepted.
 */
export class ThreadStore {
  readonly #owners = new Map<string, Map<string, ThreadRecord>>();
  readonly #limits: ThreadStoreLimits;
  #size = 0;
  #bytes = 0;
  #activity = 0;
  /** Owners whose last eviction scan found nothing to evict, so that every new event does not rescan. */
  readonly #nothingEvictable = new Set<string>();
  readonly #settle: () => void;
  #settling = false;

  /**
   * `settle` stores the ended runs still counted at their live size: called before an eviction is
   * decided, so that a thread is evicted only when the compacted sizes are over budget too.
   */
  constructor(limits: ThreadStoreLimits, settle: () => void = () => undefined) {
    this.#limits = limits;
    this.#settle = settle;
  }

  get size(): number {
    return this.#size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(ownerId: string, threadId: string): ThreadRecord | undefined {
    return this.#owners.get(ownerId)?.get(threadId);
  }

  /** The owner's threads (least recently used first). */
  ownedBy(ownerId: string): Iterable<ThreadRecord> {
    return this.#owners.get(ownerId)?.values() ?? [];
  }

  /** How many threads the owner has. */
  countOwnedBy(ownerId: string): number {
    return this.#owners.get(ownerId)?.size ?? 0;
  }

  *values(): IterableIterator<ThreadRecord> {
    for (const threads of this.#owners.values()) yield* threads.values();
  }

  /** Marks the thread most recently used among its owner's. */
  touch(thread: ThreadRecord): void {
    const threads = this.#owners.get(thread.ownerId);
    if (threads?.get(thread.id) !== thread) return;
    threads.delete(thread.id);
    threads.set(thread.id, thread);
  }

  /** A value for `ThreadRecord.activity` greater than any handed out before. */
  nextActivity(): number {
    this.#activity += 1;
    return this.#activity;
  }

  create(threadId: string, ownerId: string, agentId: string, now: number): ThreadRecord {
    this.#nothingEvictable.delete(ownerId);
    while (this.#size >= this.#limits.maxThreads && this.#evictOne(ownerId, undefined)) {
      // The owner evicts its own idle threads until there is room, or none is left.
    }
    const thread = new ThreadRecord(threadId, ownerId, agentId, now, this.nextActivity());
    let threads = this.#owners.get(ownerId);
    if (threads === undefined) {
      threads = new Map();
      this.#owners.set(ownerId, threads);
    }
    threads.set(threadId, thread);
    this.#size += 1;
    return thread;
  }

  delete(thread: ThreadRecord): void {
    const threads = this.#owners.get(thread.ownerId);
    if (threads?.get(thread.id) !== thread) return;
    threads.delete(thread.id);
    if (threads.size === 0) {
      this.#owners.delete(thread.ownerId);
      this.#nothingEvictable.delete(thread.ownerId);
    }
    this.#size -= 1;
    this.#bytes -= thread.storedBytes + (thread.active?.bytes ?? 0) + (thread.ended?.bytes ?? 0);
  }

  /**
   * Adds (or with a negative value removes) bytes of `keep`, then, while over budget, evicts idle
   * threads of the same owner other than `keep`.
   */
  addBytes(bytes: number, keep: ThreadRecord): void {
    this.#bytes += bytes;
    if (this.#bytes <= this.#limits.maxBytes || this.#nothingEvictable.has(keep.ownerId) || this.#settling) return;
    this.#settling = true;
    try {
      this.#settle();
    } finally {
      this.#settling = false;
    }
    while (this.#bytes > this.#limits.maxBytes) {
      if (!this.#evictOne(keep.ownerId, keep)) {
        this.#nothingEvictable.add(keep.ownerId);
        return;
      }
    }
  }

  /** A thread of this owner became idle: it may be evicted again. */
  released(ownerId: string): void {
    this.#nothingEvictable.delete(ownerId);
  }

  #evictOne(ownerId: string, keep: ThreadRecord | undefined): boolean {
    for (const thread of this.ownedBy(ownerId)) {
      if (thread.active !== undefined || thread === keep) continue;
      this.delete(thread);
      return true;
    }
    return false;
  }
}

