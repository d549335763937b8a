import type { RunnerEvent } from "./agent-runner.js";
import type { LiveRun } from "./live-run.js";

/** Options of a {@link LiveRunBatchWriter}. */
export interface LiveRunBatchWriterOptions<Failure> {
  /** The run whose events are written; created with `publishOnConfirm: true`. */
  readonly live: LiveRun;
  /** Events per write at most: a backlog goes out in several writes, so subscribers get tick-sized bursts. */
  readonly maxBatchEvents: number;
  /** Writes one batch (the next events in id order): `"ok"` once the store holds it, else why not. */
  readonly write: (batch: readonly RunnerEvent[]) => Promise<"ok" | Failure>;
  /** A write in the background did not store its batch: the run decides what follows (fence, interrupt). */
  readonly failed: (failure: Failure) => void;
  /** True once the run has ended: no more background writes (the end writes what is left itself). */
  readonly ended: () => boolean;
  /** Whether a stored batch may be published to the run's subscribers. Default: always. */
  readonly mayPublish?: () => boolean;
}

/**
 * Writes a durable runner's live run to its store: what the run emitted during a tick goes out as
 * one batch once the previous write is done (writes never overlap), and is published to the run's
 * subscribers once stored. The store-specific part (the fenced write itself) is `write`.
 *
 * @example
 * const writer = new LiveRunBatchWriter({ live, maxBatchEvents: 1024, write, failed, ended: () => run.ended });
 * live.append(id, event);
 * writer.schedule();
 */
export class LiveRunBatchWriter<Failure> {
  readonly #options: LiveRunBatchWriterOptions<Failure>;
  #written = 0;
  #writing: Promise<void> | undefined;
  #scheduled = false;

  constructor(options: LiveRunBatchWriterOptions<Failure>) {
    this.#options = options;
  }

  /** How many of the run's events the store holds. */
  get written(): number {
    return this.#written;
  }

  /** Writes what the run emitted during this tick as one batch, once the previous write is done. */
  schedule(): void {
    if (this.#scheduled || this.#writing !== undefined) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#write();
    });
  }

  /** Resolves once no write is under way (for the run's end, which writes the rest itself). */
  async idle(): Promise<void> {
    while (this.#writing !== undefined) await this.#writing;
  }

  /**
   * Writes the backlog beyond one batch, batch by batch, so that the run's last write (closers
   * included) stays small; resolves the first failure, if any.
   */
  async writeBacklog(): Promise<"ok" | Failure> {
    const { live, maxBatchEvents } = this.#options;
    while (live.events.length - this.#written > maxBatchEvents) {
      const outcome = await this.#writeNext();
      if (outcome !== "ok") return outcome;
    }
    return "ok";
  }

  #write(): void {
    const { live, maxBatchEvents, ended, failed } = this.#options;
    if (ended() || this.#written === live.events.length) return;
    this.#writing = this.#writeNext().then((outcome) => {
      this.#writing = undefined;
      if (outcome !== "ok") return failed(outcome);
      const backlog = live.events.length - this.#written;
      if (ended() || backlog === 0) return;
      if (backlog >= maxBatchEvents) this.#write();
      else this.schedule();
    });
  }

  /** Writes the next batch (up to `maxBatchEvents`) and publishes it once stored. */
  async #writeNext(): Promise<"ok" | Failure> {
    const { live, maxBatchEvents, write, mayPublish } = this.#options;
    const upTo = Math.min(live.events.length, this.#written + maxBatchEvents);
    const outcome = await write(live.events.slice(this.#written, upTo));
    if (outcome !== "ok") return outcome;
    this.#written = upTo;
    if (mayPublish?.() ?? true) live.publish(upTo);
    return "ok";
  }
}
