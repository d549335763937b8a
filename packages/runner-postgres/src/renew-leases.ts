import { ownerThreadKey } from "@wingman/runtime";
import type { PostgresActiveRun } from "./postgres-active-run.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";

/** Renews the leases of this instance's runs; a run whose lease is gone is fenced, a stop request honoured. */
export function renewLeases(context: PostgresRunnerContext, runs: readonly PostgresActiveRun[]): void {
  const sentAt = performance.now();
  context.pool
    .query<{ owner_id: string; thread_id: string; lease_generation: string; stop_requested: boolean }>(context.sql.renewLeases, [
      context.instanceId,
      context.options.leaseMs,
    ])
    .then(({ rows }) => {
      const held = new Map(rows.map((row) => [ownerThreadKey(row.owner_id, row.thread_id), row]));
      for (const run of runs) {
        if (run.ended) continue;
        const row = held.get(ownerThreadKey(run.ownerId, run.threadId));
        if (row === undefined || Number(row.lease_generation) !== run.generation) {
          run.fence();
          continue;
        }
        run.renewed(sentAt);
        if (row.stop_requested) void run.stop();
      }
    })
    .catch(() => undefined);
}
