import type { AbstractAgent } from "@ag-ui/client";

/**
 * Stops an agent's run from the runner's side, once: tells the agent (`abortRun`), then aborts
 * `signal`, the one its run was driven with, so that even an agent ignoring the abort (or whose
 * abort throws) stops feeding the run. A building block for runners.
 *
 * @example
 * const abort = new AgentRunAbort(agent);
 * startAgentRun(agent, input, onEvent, abort.signal, onEnd);
 * abort.abort(); // on stop, deadline or close, before ending the run
 */
export class AgentRunAbort {
  readonly #agent: AbstractAgent;
  readonly #controller = new AbortController();
  #aborted = false;

  constructor(agent: AbstractAgent) {
    this.#agent = agent;
  }

  /** Aborted once the run is aborted: detaches the runner from the agent's stream. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  abort(): void {
    if (this.#aborted) return;
    this.#aborted = true;
    try {
      this.#agent.abortRun();
    } catch {
      // An agent whose abort throws is still detached below; the run ends either way.
    }
    this.#controller.abort();
  }
}
