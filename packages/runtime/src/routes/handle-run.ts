import type { AbstractAgent } from "@ag-ui/client";
import type { Observable } from "rxjs";
import { runWithinLimits } from "../fair-use/run-within-limits.js";
import type { RunnerEvent } from "../runner/agent-runner.js";
import { attachMcpApps } from "../runtime/attach-mcp-apps.js";
import { configureAgentClone } from "../runtime/prepare-agent-clone.js";
import { findAgent } from "./find-agent.js";
import { parseRunInput } from "./parse-run-input.js";
import { resolveAttachmentReferences } from "./resolve-attachment-references.js";
import type { RouteContext } from "./route-context.js";
import { sseResponse } from "./sse-response.js";
import { toThreadHttpError } from "./thread-http-error.js";

/**
 * `POST /agent/:agentId/run`: runs a clone of the agent through the runner and streams the run,
 * attachment references resolved from the thread's stored messages first. A busy thread is a 409
 * before any stream starts. A slow reader's backlog is re-read from the runner's log, up to this
 * run's terminal event.
 */
export async function handleRun(context: RouteContext): Promise<Response> {
  const { runtime, ownerId } = context;
  const { agentId, agent } = await findAgent(context);
  // Cloned before the body is read, as CopilotKit's run route does (agent, then body): an agent
  // that cannot be cloned is a 500 whatever the request carries.
  const fresh = agent.clone() as AbstractAgent;
  const parsed = parseRunInput(await context.readJson());
  const input = await resolveAttachmentReferences(parsed, () =>
    runtime.runner.getThreadMessages({ ownerId, threadId: parsed.threadId }),
  );
  const clone = configureAgentClone(fresh, {
    agentId,
    input,
    request: context.request,
    forwardHeaders: runtime.forwardHeaders,
  });
  if (runtime.mcpApps) await attachMcpApps(clone, agentId, runtime.mcpApps);
  const { threadId } = input;
  let events: Observable<RunnerEvent>;
  try {
    events = await runWithinLimits(runtime, { ownerId, threadId, agentId, agent: clone, input });
  } catch (error) {
    throw toThreadHttpError(error);
  }
  if (runtime.runner.resumable === false) return sseResponse({ events, endAfterTerminalEvent: true, withoutIds: true }, context);
  return sseResponse(
    {
      events,
      resume: (after) => runtime.runner.connect({ ownerId, threadId, agentId, after }),
      endAfterTerminalEvent: true,
    },
    context,
  );
}
