/**
 * @module
 * `@wingman/runner-redis`: a `WingmanAgentRunner` on Redis for many runtime instances: shared threads,
 * runs followed, resumed and stopped from any instance, and no thread left locked by a dead one.
 */
export { RedisAgentRunner } from "./redis-agent-runner.js";
export { defaultRedisOptions } from "./default-redis-options.js";
export type { RedisAgentRunnerOptions, RedisRetentionOptions } from "./redis-agent-runner-options.js";
export { migrateGlobalThreadKeys } from "./migrate-global-thread-keys.js";
export type { ThreadKeyMigration } from "./migrate-global-thread-keys.js";
