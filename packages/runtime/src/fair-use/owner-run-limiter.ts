import { WingmanHttpError } from "../errors/wingman-http-error.js";

const windowMs = 60_000;

export interface OwnerRunLimits {
  readonly maxConcurrentRunsPerOwner: number;
  readonly maxRunsPerMinutePerOwner: number;
}

/** One owner's runs: how many are in progress, and the start times of the last minute (a ring). */
interface OwnerRuns {
  running: number;
  /** Start times, oldest at `next` once full; allocated lazily up to the per-minute limit. */
  readonly starts: number[];
  next: number;
  lastStart: number;
}

/**
 * Counts each owner's runs in progress and its run starts over a sliding minute, and refuses a
 * run past either limit with a 429 `too_many_requests` carrying `Retry-After`. Memory is bounded:
 * an owner costs at most `maxRunsPerMinutePerOwner` numbers, and owners idle for a minute are
 * forgotten (swept when the table has doubled since the last sweep, or a minute after it).
 */
export class OwnerRunLimiter {
  readonly #limits: OwnerRunLimits;
  readonly #now: () => number;
  readonly #owners = new Map<string, OwnerRuns>();
  #sweepAt = 1024;
  #lastSweep: number;

  constructor(limits: OwnerRunLimits, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
    this.#lastSweep = now();
  }

  /** Owners currently tracked (for tests and monitoring). */
  get trackedOwners(): number {
    return this.#owners.size;
  }

  /**
   * Counts a run start for the owner, or throws the 429 that refuses it. The returned function
   * ends the run's count (call it once, when the run ends); extra calls do nothing.
   */
  acquire(ownerId: string): () => void {
    const now = this.#now();
    const { maxConcurrentRunsPerOwner, maxRunsPerMinutePerOwner } = this.#limits;
    const owner = this.#owners.get(ownerId) ?? { running: 0, starts: [], next: 0, lastStart: now };
    if (owner.running >= maxConcurrentRunsPerOwner) {
      throw tooManyRuns(
        `At most ${maxConcurrentRunsPerOwner} runs may be in progress at once per user (limits.maxConcurrentRunsPerOwner)`,
        "maxConcurrentRunsPerOwner",
        1,
      );
    }
    if (owner.starts.length >= maxRunsPerMinutePerOwner) {
      const oldest = owner.starts[owner.next]!;
      if (now - oldest < windowMs) {
        throw tooManyRuns(
          `At most ${maxRunsPerMinutePerOwner} runs may start per minute per user (limits.maxRunsPerMinutePerOwner)`,
          "maxRunsPerMinutePerOwner",
          Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        );
      }
    }
    if (Number.isFinite(maxRunsPerMinutePerOwner)) {
      if (owner.starts.length < maxRunsPerMinutePerOwner) owner.starts.push(now);
      else {
        owner.starts[owner.next] = now;
        owner.next = (owner.next + 1) % owner.starts.length;
      }
    }
    owner.running += 1;
    owner.lastStart = now;
    if (!this.#owners.has(ownerId)) {
      this.#owners.set(ownerId, owner);
      if (this.#owners.size >= this.#sweepAt || (this.#owners.size > 1024 && now - this.#lastSweep >= windowMs)) this.#sweep(now);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      owner.running -= 1;
      if (owner.running === 0 && this.#now() - owner.lastStart >= windowMs && this.#owners.get(ownerId) === owner) {
        this.#owners.delete(ownerId);
      }
    };
  }

  #sweep(now: number): void {
    for (const [ownerId, owner] of this.#owners) {
      if (owner.running === 0 && now - owner.lastStart >= windowMs) this.#owners.delete(ownerId);
    }
    this.#sweepAt = Math.max(1024, this.#owners.size * 2);
    this.#lastSweep = now;
  }
}

function tooManyRuns(message: string, limit: string, retryAfterSeconds: number): WingmanHttpError {
  return new WingmanHttpError(429, "too_many_requests", message, {
    body: { limit, retryAfter: retryAfterSeconds },
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
