import { prepareAgentClone } from "../runtime/prepare-agent-clone.js";
import { findAgent } from "./find-agent.js";
import { parseRunInput } from "./parse-run-input.js";
import { resolveAttachmentReferences } from "./resolve-attachment-references.js";
import type { RouteContext } from "./route-context.js";
import { runAgentDirectly } from "./run-agent-directly.js";
import { sseResponse } from "./sse-response.js";

/**
 * `POST /agent/:agentId/suggest`: runs a clone directly, bypassing the runner (suggestions are not
 * part of any thread; attachment references are resolved from the thread the input names); its
 * output is finalized, and a client that leaves aborts it.
 */
export async function handleSuggest(context: RouteContext): Promise<Response> {
  const { agentId, agent } = await findAgent(context);
  const { runtime, ownerId } = context;
  const parsed = parseRunInput(await context.readJson());
  // Our client names the conversation's thread, so that its attachments can be references.
  const input = await resolveAttachmentReferences(parsed, () =>
    runtime.runner.getThreadMessages({ ownerId, threadId: parsed.threadId }),
  );
  const clone = prepareAgentClone(agent, {
    agentId,
    input,
    request: context.request,
    forwardHeaders: runtime.forwardHeaders,
  });
  return sseResponse({ events: runAgentDirectly(clone, input), endAfterTerminalEvent: true }, context);
}
