/** The Redis keys and channels of one runner's data, all under its key prefix. */
export class RedisKeys {
  readonly #prefix: string;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /** Hash: the thread's metadata, messages, state and its run in progress. */
  meta(threadId: string): string {
    return `${this.#thread(threadId)}:meta`;
  }

  /** Stream: the thread's finished runs, compacted, one entry each, id `<last event id>-0`. */
  runs(threadId: string): string {
    return `${this.#thread(threadId)}:runs`;
  }

  /** String with expiry: the token of the instance running the thread's run. */
  lock(threadId: string): string {
    return `${this.#thread(threadId)}:lock`;
  }

  /** Stream: the raw events of a run in progress, one entry per write batch, id `<last event id>-0`. */
  live(threadId: string, liveId: string | number): string {
    return `${this.#thread(threadId)}:live:${liveId}`;
  }

  /** Sorted set: an owner's thread ids scored by last activity. */
  ownerThreads(ownerId: string): string {
    return `${this.#prefix}owner:${ownerId}`;
  }

  /** Sorted set: threads with a run in progress, for finding runs whose instance died. */
  get running(): string {
    return `${this.#prefix}running`;
  }

  /** Counter ordering thread activity across instances. */
  get activity(): string {
    return `${this.#prefix}activity`;
  }

  /** Channel: the id of the last event written for a thread's live run. */
  liveChannel(threadId: string): string {
    return `${this.#prefix}live:${threadId}`;
  }

  /** Channel: changes to an owner's threads (`watchThreads`). */
  changesChannel(ownerId: string): string {
    return `${this.#prefix}changes:${ownerId}`;
  }

  /** Channel: stop requests, `<thread id>\n<live id>`. */
  get stopChannel(): string {
    return `${this.#prefix}stop`;
  }

  /** Every key of a thread (its live streams excepted), for deletion. */
  #thread(threadId: string): string {
    // The hash tag keeps a thread's keys in one slot on a cluster.
    return `${this.#prefix}thread:{${threadId}}`;
  }
}
