/**
 * The answer to a stop request that reached a live run, on every route (REST, single route,
 * WebSocket). It says what the run's stream and its stored log end with: `RUN_FINISHED` with
 * outcome `cancelled` (CopilotKit answers `interrupt: {type: "RUN_ERROR", …}` while its stream ends
 * with `RUN_FINISHED`; see docs/migrating-from-copilotkit.md).
 */
export interface StoppedAnswer {
  readonly stopped: true;
  /** The `type` of the `RUN_FINISHED` outcome the stopped run ends with. */
  readonly outcome: "cancelled";
}

export const stoppedAnswer: StoppedAnswer = { stopped: true, outcome: "cancelled" };
