import { randomUUID } from "@wingman/shared";
import { BRANCH_FORWARDED_PROPS } from "@wingman/shared/internal";
import { BranchSwitchAgent } from "../branches/branch-switch-agent.js";
import { readThreadHistory } from "../branches/read-thread-history.js";
import { threadBranchesBody } from "../branches/thread-branches-body.js";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { jsonResponse } from "../handler/json-response.js";
import type { RouteContext } from "./route-context.js";
import { threadNotFound, toThreadHttpError } from "./thread-http-error.js";

function threadScope(context: RouteContext): { ownerId: string; threadId: string } {
  return { ownerId: context.ownerId, threadId: context.route.params["threadId"] ?? "" };
}

/** `GET /threads/:threadId/branches`: the active branch, its branch points and the stopped and failed runs. */
export async function handleGetThreadBranches(context: RouteContext): Promise<Response> {
  const scope = threadScope(context);
  if (!(await context.runtime.runner.getThread(scope))) throw threadNotFound(scope.threadId);
  return jsonResponse(threadBranchesBody(await readThreadHistory(context.runtime.runner, scope)));
}

/**
 * `POST /threads/:threadId/branches` with `{messageId, index}`: makes the `index`-th alternative of
 * `messageId` (continued as it was last left) the active branch, recorded as a run of its own;
 * answers like the GET. 409 while a run is live.
 */
export async function handleSwitchThreadBranch(context: RouteContext): Promise<Response> {
  const { messageId, index } = readSwitchBody(await context.readJson());
  const scope = threadScope(context);
  const { runner } = context.runtime;
  const thread = await runner.getThread(scope);
  if (!thread) throw threadNotFound(scope.threadId);
  if (thread.running) throw new WingmanHttpError(409, "thread_busy", `Thread '${scope.threadId}' has a run in progress`);
  const path = (await readThreadHistory(runner, scope)).tree.branchPath(messageId, index);
  if (path === undefined) {
    throw new WingmanHttpError(404, "branch_not_found", `Message '${messageId}' has no branch ${index} in this thread`);
  }
  // The chosen path may share no message with the active branch (another version of the first message).
  const forwardedProps = { ...BRANCH_FORWARDED_PROPS };
  const input = { threadId: scope.threadId, runId: randomUUID(), messages: [...path], tools: [], context: [], state: {}, forwardedProps };
  try {
    const events = await runner.run({ ...scope, agentId: thread.agentId, agent: new BranchSwitchAgent(), input });
    await new Promise<void>((resolve, reject) => events.subscribe({ error: reject, complete: resolve }));
  } catch (error) {
    throw toThreadHttpError(error);
  }
  return jsonResponse(threadBranchesBody(await readThreadHistory(runner, scope)));
}

function readSwitchBody(body: unknown): { messageId: string; index: number } {
  const { messageId, index } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof messageId !== "string" || messageId === "" || typeof index !== "number" || !Number.isInteger(index) || index < 0) {
    throw new WingmanHttpError(400, "invalid_request", "Expected {messageId: string, index: non-negative integer}");
  }
  return { messageId, index };
}
