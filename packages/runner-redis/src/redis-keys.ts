import { ownerThreadKey } from "@wingman/runtime";

/**
 * The Redis keys and channels of one runner's data, all under its key prefix. Thread ids are scoped
 * to their owner: a thread's keys name both (`ownerThreadKey`), so two owners using the same
 * thread id have separate keys.
 */
export class RedisKeys {
  readonly #prefix: string;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /** Hash: the thread's metadata, messages, state and its run in progress. */
  meta(ownerId: string, threadId: string): string {
    return `${this.#thread(ownerId, threadId)}:meta`;
  }

  /** Stream: the thread's finished runs, compacted, one entry each, id `<last event id>-0`. */
  runs(ownerId: string, threadId: string): string {
    return `${this.#thread(ownerId, threadId)}:runs`;
  }

  /** String with expiry: the token of the instance running the thread's run. */
  lock(ownerId: string, threadId: string): string {
    return `${this.#thread(ownerId, threadId)}:lock`;
  }

  /** Stream: the raw events of a run in progress, one entry per write batch, id `<last event id>-0`. */
  live(ownerId: string, threadId: string, liveId: string | number): string {
    return `${this.#thread(ownerId, threadId)}:live:${liveId}`;
  }

  /** Sorted set: an owner's thread ids scored by last activity. */
  ownerThreads(ownerId: string): string {
    return `${this.#prefix}owner:${ownerId}`;
  }

  /** Sorted set: threads with a run in progress (members: `runningMember`), for finding runs whose instance died. */
  get running(): string {
    return `${this.#prefix}running`;
  }

  /** The member of `running` for a thread: `ownerThreadKey(ownerId, threadId)`. */
  runningMember(ownerId: string, threadId: string): string {
    return ownerThreadKey(ownerId, threadId);
  }

  /** Counter ordering thread activity across instances. */
  get activity(): string {
    return `${this.#prefix}activity`;
  }

  /** Channel: the id of the last event written for a thread's live run. */
  liveChannel(ownerId: string, threadId: string): string {
    return `${this.#prefix}live:${ownerThreadKey(ownerId, threadId)}`;
  }

  /** Channel: changes to an owner's threads (`watchThreads`). */
  changesChannel(ownerId: string): string {
    return `${this.#prefix}changes:${ownerId}`;
  }

  /** Channel: stop requests, `<ownerThreadKey>\n<live id>`. */
  get stopChannel(): string {
    return `${this.#prefix}stop`;
  }

  /** Every key of a thread (its live streams excepted), for deletion. */
  #thread(ownerId: string, threadId: string): string {
    // The hash tag keeps a thread's keys in one slot on a cluster. "othread" rather than the
    // "thread" of schema 1 (global ids), so no new key can be read as an old one.
    return `${this.#prefix}othread:{${ownerThreadKey(ownerId, threadId)}}`;
  }
}
