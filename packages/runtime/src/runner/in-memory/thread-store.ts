import { ThreadRecord } from "./thread-record.js";

export interface ThreadStoreLimits {
  readonly maxThreads: number;
  readonly maxBytes: number;
}

/**
 * The threads of one runner, least recently used first (Map insertion order), with a running total
 * of their approximate bytes. Idle threads are evicted oldest first when a limit is passed; threads
 * with a run in progress never are, and when nothing can go the overage is accepted.
 */
export class ThreadStore {
  #threads = new Map<string, ThreadRecord>();
  #limits: ThreadStoreLimits;
  #bytes = 0;
  #activity = 0;
  /** Set when an eviction scan found nothing to evict, so that every new event does not rescan. */
  #nothingEvictable = false;

  constructor(limits: ThreadStoreLimits) {
    this.#limits = limits;
  }

  get size(): number {
    return this.#threads.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(threadId: string): ThreadRecord | undefined {
    return this.#threads.get(threadId);
  }

  values(): IterableIterator<ThreadRecord> {
    return this.#threads.values();
  }

  /** Marks the thread most recently used. */
  touch(thread: ThreadRecord): void {
    this.#threads.delete(thread.id);
    this.#threads.set(thread.id, thread);
  }

  /** A value for `ThreadRecord.activity` greater than any handed out before. */
  nextActivity(): number {
    this.#activity += 1;
    return this.#activity;
  }

  create(threadId: string, ownerId: string, agentId: string, now: number): ThreadRecord {
    this.#nothingEvictable = false;
    while (this.#threads.size >= this.#limits.maxThreads && this.#evictOne(undefined)) {
      // Evict until there is room, or nothing idle is left.
    }
    const thread = new ThreadRecord(threadId, ownerId, agentId, now, this.nextActivity());
    this.#threads.set(threadId, thread);
    return thread;
  }

  delete(thread: ThreadRecord): void {
    if (this.#threads.get(thread.id) !== thread) return;
    this.#threads.delete(thread.id);
    this.#bytes -= thread.storedBytes + (thread.active?.bytes ?? 0);
  }

  /** Adds (or with a negative value removes) bytes, then evicts idle threads other than `keep` while over budget. */
  addBytes(bytes: number, keep: ThreadRecord): void {
    this.#bytes += bytes;
    if (this.#bytes <= this.#limits.maxBytes || this.#nothingEvictable) return;
    while (this.#bytes > this.#limits.maxBytes) {
      if (!this.#evictOne(keep)) {
        this.#nothingEvictable = true;
        return;
      }
    }
  }

  /** A thread became idle: it may be evicted again. */
  released(): void {
    this.#nothingEvictable = false;
  }

  #evictOne(keep: ThreadRecord | undefined): boolean {
    for (const thread of this.#threads.values()) {
      if (thread.active !== undefined || thread === keep) continue;
      this.delete(thread);
      return true;
    }
    return false;
  }
}
