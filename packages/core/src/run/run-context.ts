/** One top-level run on one agent, with its follow-ups: its own abort controller and depth. */
export interface RunContext {
  readonly controller: AbortController;
  depth: number;
  /** Set when another run or a connect took the agent over: this one does nothing further. */
  detached: boolean;
}
