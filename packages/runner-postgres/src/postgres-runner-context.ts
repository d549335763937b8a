import type { Pool } from "pg";
import type { ResolvedPostgresAgentRunnerOptions } from "./postgres-agent-runner-options.js";
import type { PostgresSql } from "./postgres-sql.js";

/** What the runner's parts share: the pool, the statements, the options and this instance's identity. */
export interface PostgresRunnerContext {
  readonly pool: Pool;
  readonly sql: PostgresSql;
  readonly options: ResolvedPostgresAgentRunnerOptions;
  /** The `NOTIFY` channel of the schema. */
  readonly channel: string;
  /** This runner instance: the holder written on the leases it takes. */
  readonly instanceId: string;
}

/** How long the raw batches of a stored run are kept for followers still reading them (ms). */
export const liveGraceMs = 30_000;
