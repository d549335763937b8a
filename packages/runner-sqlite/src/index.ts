/**
 * @module
 * `@wingman/runner-sqlite`: a durable `WingmanAgentRunner` on SQLite. Threads and their runs survive
 * restarts; a run cut short by a crash is finalized as an error on the next start.
 */
export { SqliteAgentRunner } from "./sqlite-agent-runner.js";
export type { SqliteAgentRunnerOptions, SqliteRetentionOptions, SqliteVacuumMode } from "./sqlite-agent-runner-options.js";
