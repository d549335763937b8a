import { selectForwardedHeaders } from "../runtime/forward-headers.js";
import { prepareAgentClone } from "../runtime/prepare-agent-clone.js";
import { findAgent } from "./find-agent.js";
import { parseRunInput } from "./parse-run-input.js";
import type { RouteContext } from "./route-context.js";
import { runAgentDirectly } from "./run-agent-directly.js";
import { sseResponse } from "./sse-response.js";

/**
 * `POST /agent/:agentId/suggest`: runs a clone directly, bypassing the runner (suggestions are not
 * part of any thread); its output is finalized, and a client that leaves aborts it.
 */
export async function handleSuggest(context: RouteContext): Promise<Response> {
  const { agentId, agent } = await findAgent(context);
  const input = parseRunInput(await context.readJson());
  const clone = prepareAgentClone(agent, {
    agentId,
    input,
    forwardedHeaders: selectForwardedHeaders(context.request.headers, context.runtime.forwardHeaders),
  });
  return sseResponse({ events: runAgentDirectly(clone, input), endAfterTerminalEvent: true }, context);
}
