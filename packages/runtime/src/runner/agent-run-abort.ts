import type { AbstractAgent } from "@ag-ui/client";

/**
 * Stops an agent's run from the runner's side, once: tells the agent (`abortRun`), then aborts
 * the run it drives, so that even an agent ignoring the abort (or whose abort throws) stops feeding
 * the run. A building block for runners: pass it itself (or its `signal`) to `startAgentRun`.
 *
 * @example
 * const abort = new AgentRunAbort(agent);
 * startAgentRun(agent, input, onEvent, abort, onEnd);
 * abort.abort(); // on stop, deadline or close, before ending the run
 */
export class AgentRunAbort {
  readonly #agent: AbstractAgent;
  /** Made only when `signal` is read: a Node `AbortSignal` and its listener cost 45–60 µs of a short run's server CPU, as measured. */
  #controller: AbortController | undefined;
  #listeners: (() => void)[] = [];
  #aborted = false;

  constructor(agent: AbstractAgent) {
    this.#agent = agent;
  }

  /** Whether the run was aborted. */
  get aborted(): boolean {
    return this.#aborted;
  }

  /** Aborted once the run is aborted, for code that takes an `AbortSignal`. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort();
    }
    return this.#controller.signal;
  }

  /** Calls `listener` once, when the run is aborted (not if it was already); returns its removal. */
  onAbort(listener: () => void): () => void {
    this.#listeners.push(listener);
    return () => {
      const index = this.#listeners.indexOf(listener);
      if (index >= 0) this.#listeners.splice(index, 1);
    };
  }

  abort(): void {
    if (this.#aborted) return;
    this.#aborted = true;
    try {
      this.#agent.abortRun();
    } catch {
      // An agent whose abort throws is still detached below; the run ends either way.
    }
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
    this.#controller?.abort();
  }
}

/** What detaches a driven run: an `AbortSignal`, or an `AgentRunAbort` (cheaper: no signal is made). */
export type RunAbortSource = AbortSignal | AgentRunAbort;

/** Calls `listener` once when `source` aborts; returns its removal. */
export function whenAborted(source: RunAbortSource, listener: () => void): () => void {
  // By shape, not `instanceof`: a runner package may carry its own copy of this class.
  if (!isAbortSignal(source)) return source.onAbort(listener);
  source.addEventListener("abort", listener, { once: true });
  return () => source.removeEventListener("abort", listener);
}

function isAbortSignal(source: RunAbortSource): source is AbortSignal {
  return typeof (source as Partial<AgentRunAbort>).onAbort !== "function";
}
