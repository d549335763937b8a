/** Span and metric attribute names the runtime and `@wingman/agent` use. */
export const TELEMETRY_ATTRIBUTES = {
  threadId: "wingman.thread.id",
  agentId: "wingman.agent.id",
  runId: "wingman.run.id",
  /** A SHA-256 prefix of the owner id: lets traces of one user be grouped without naming them. */
  ownerHash: "wingman.owner.hash",
  route: "wingman.route",
  runnerOperation: "wingman.runner.operation",
  outcome: "wingman.run.outcome",
  /** Only with `telemetry.recordContent`: the run input's messages as JSON. */
  runMessages: "wingman.run.messages",
} as const;

/** The instrumentation scope of the runtime's tracer and meter. */
export const RUNTIME_INSTRUMENTATION_SCOPE = "@wingman/runtime";
