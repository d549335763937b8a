import type { RunnerStopRequest } from "@wingman/runtime";
import { encodeNotice } from "./notice.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";

/**
 * Asks the instance running the caller's thread's run to stop it: "none" when there is no such run,
 * "expired" when its lease expired (recover it), "notified" once the stop is requested.
 */
export async function requestRemoteStop(context: PostgresRunnerContext, request: RunnerStopRequest): Promise<"none" | "expired" | "notified"> {
  const { pool, sql, channel } = context;
  const { ownerId, threadId } = request;
  const { rows } = await pool.query(sql.requestStop, [ownerId, threadId, request.agentId ?? null, request.runId ?? null]);
  const held = rows[0] as { lease_generation: string; lease_expired: boolean | null } | undefined;
  if (held === undefined) return "none";
  if (held.lease_expired === true) return "expired";
  // The instance running it stops it on this notice (or, if the notice is lost, at its next renewal).
  const notice = encodeNotice({ kind: "stop", ownerId, threadId, generation: Number(held.lease_generation) });
  await pool.query(sql.notify, [channel, notice]);
  return "notified";
}
