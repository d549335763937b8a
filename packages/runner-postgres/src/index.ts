/**
 * @module
 * `@wingman/runner-postgres`: a durable, scale-out `WingmanAgentRunner` on PostgreSQL. Many runtime
 * instances share threads; a run is followed, resumed and stopped from any of them, and a run
 * whose instance died is finalized as an error by another.
 */
export { PostgresAgentRunner } from "./postgres-agent-runner.js";
export type { PostgresAgentRunnerOptions, PostgresRetentionOptions } from "./postgres-agent-runner-options.js";
export { migratePostgresSchema } from "./migrate-postgres-schema.js";
