/** Ends one open stream so that its client reconnects (elsewhere) from its last event id. */
export type HandOff = () => void;

/** Where open streams put themselves while they are open, so that a shutdown can hand them off. */
export interface HandOffRegistry {
  /** Adds `handOff`; the returned function removes it (the stream ended on its own). */
  register(handOff: HandOff): () => void;
}

/**
 * What a runtime knows about its own shutdown: whether it drains, which runs it started are still
 * in flight, and which streams are open. Kept apart from the runner: a runner may be shared by
 * several runtimes and outlives none of them.
 */
export class RuntimeLifecycle implements HandOffRegistry {
  #draining = false;
  readonly #runs = new Set<Promise<void>>();
  readonly #streams = new Set<HandOff>();

  get draining(): boolean {
    return this.#draining;
  }

  /** Runs this runtime started that have not ended yet. */
  get runsInFlight(): number {
    return this.#runs.size;
  }

  /** Open event streams and sockets that a shutdown would hand off. */
  get openStreams(): number {
    return this.#streams.size;
  }

  /**
   * Counts a run as in flight until the returned function is called, once its stream completes
   * (whether or not anyone still reads it). The caller calls it from the one subscription it keeps
   * to the run anyway: each follower of a run costs a call on every event.
   */
  trackRun(): () => void {
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    this.#runs.add(ended);
    return () => {
      this.#runs.delete(ended);
      done();
    };
  }

  register(handOff: HandOff): () => void {
    this.#streams.add(handOff);
    return () => this.#streams.delete(handOff);
  }

  /** From now on new runs are refused and readiness fails. */
  beginDrain(): void {
    this.#draining = true;
  }

  /** Resolves true once every tracked run ended, false when `graceMs` passed first. */
  async waitForRuns(graceMs: number): Promise<boolean> {
    if (this.#runs.size === 0) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    const allEnded = (async (): Promise<true> => {
      // Runs started meanwhile (none while draining, but a run admitted just before) are awaited too.
      while (this.#runs.size > 0) await Promise.all([...this.#runs]);
      return true;
    })();
    try {
      return await Promise.race([allEnded, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Hands off every stream open now; each removes itself. */
  handOffStreams(): void {
    for (const handOff of [...this.#streams]) {
      this.#streams.delete(handOff);
      try {
        handOff();
      } catch (error) {
        console.error("[wingman] handing off a stream failed:", error);
      }
    }
  }
}
