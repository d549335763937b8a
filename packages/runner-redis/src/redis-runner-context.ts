import type { Redis } from "ioredis";
import type { ChannelHub } from "./channel-hub.js";
import type { RedisAvailability } from "./redis-availability.js";
import type { ResolvedRedisAgentRunnerOptions } from "./redis-agent-runner-options.js";
import type { RedisKeys } from "./redis-keys.js";

/** What the parts of a `RedisAgentRunner` share: its connections, keys and settings. */
export interface RedisRunnerContext {
  readonly client: Redis;
  readonly keys: RedisKeys;
  readonly hub: ChannelHub;
  readonly options: ResolvedRedisAgentRunnerOptions;
  /** How long a run's live stream outlives the run, for followers still reading it (ms). */
  readonly liveTtlMs: number;
  /** Whether Redis can be used now; maps connection failures to `StoreUnavailableError`. */
  readonly availability: RedisAvailability;
}
