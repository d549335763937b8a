import { jsonResponse } from "../handler/json-response.js";
import { findAgent } from "./find-agent.js";
import type { RouteContext } from "./route-context.js";
import { stoppedAnswer } from "./stopped-answer.js";
import { threadNotFound } from "./thread-http-error.js";

/**
 * `POST /agent/:agentId/stop/:threadId`: asks the runner to stop the thread's live run (from any
 * request, any instance). 200 `{stopped: true, outcome: "cancelled"}` (the run ends with `RUN_FINISHED`,
 * outcome `cancelled`) or `{stopped: false, message}` when idle; 404 for a thread unknown to this caller.
 */
export async function handleStop(context: RouteContext): Promise<Response> {
  const { runtime, ownerId } = context;
  const { agentId } = await findAgent(context);
  const threadId = context.route.params["threadId"] ?? "";
  if (await runtime.runner.stop({ ownerId, threadId, agentId })) {
    return jsonResponse(stoppedAnswer);
  }
  const thread = await runtime.runner.getThread({ ownerId, threadId });
  if (!thread || thread.agentId !== agentId) throw threadNotFound(threadId);
  return jsonResponse({ stopped: false, message: `No active run for thread '${threadId}'.` });
}
