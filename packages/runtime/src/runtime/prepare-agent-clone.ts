import type { AbstractAgent } from "@ag-ui/client";
import type { RunAgentInput } from "@ag-ui/core";
import { mergeForwardedHeaders, selectForwardedHeaders, type ForwardHeadersOptions } from "./forward-headers.js";

interface PrepareAgentCloneOptions {
  readonly agentId: string;
  readonly input: RunAgentInput;
  /**
   * The request, whose headers that `forwardHeaders` selects reach an agent that sends headers. Its
   * `headers` are read only for such an agent: a light adapter request builds them on first read.
   */
  readonly request: Pick<Request, "headers">;
  readonly forwardHeaders: ForwardHeadersOptions | undefined;
}

/**
 * A per-request copy of a registered agent holding the request's thread, messages and state; the
 * registered instance is never mutated. Messages and state are assigned, not set through
 * `setMessages`, so that the registered agent's subscribers are not notified of every request.
 */
export function prepareAgentClone(agent: AbstractAgent, options: PrepareAgentCloneOptions): AbstractAgent {
  return configureAgentClone(agent.clone() as AbstractAgent, options);
}

/** Gives a fresh clone the request's agent id, thread, messages, state and forwarded headers. */
export function configureAgentClone(clone: AbstractAgent, { agentId, input, request, forwardHeaders }: PrepareAgentCloneOptions): AbstractAgent {
  clone.agentId = agentId;
  clone.threadId = input.threadId;
  clone.messages = input.messages;
  clone.state = input.state ?? {};
  const withHeaders = clone as AbstractAgent & { headers?: unknown };
  // Only an agent that sends headers (an `HttpAgent`) gets them: the others spare selecting them.
  if (typeof withHeaders.headers !== "object" || withHeaders.headers === null) return clone;
  const forwarded = selectForwardedHeaders(request.headers, forwardHeaders);
  if (Object.keys(forwarded).length > 0) {
    withHeaders.headers = mergeForwardedHeaders(withHeaders.headers as Record<string, string>, forwarded);
  }
  return clone;
}
