import type { AbstractAgent } from "@ag-ui/client";
import type { RunAgentInput } from "@ag-ui/core";
import { mergeForwardedHeaders } from "./forward-headers.js";

interface PrepareAgentCloneOptions {
  readonly agentId: string;
  readonly input: RunAgentInput;
  readonly forwardedHeaders: Readonly<Record<string, string>>;
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
export function configureAgentClone(clone: AbstractAgent, { agentId, input, forwardedHeaders }: PrepareAgentCloneOptions): AbstractAgent {
  clone.agentId = agentId;
  clone.threadId = input.threadId;
  clone.messages = input.messages;
  clone.state = input.state ?? {};
  const withHeaders = clone as AbstractAgent & { headers?: unknown };
  if (typeof withHeaders.headers === "object" && withHeaders.headers !== null && Object.keys(forwardedHeaders).length > 0) {
    withHeaders.headers = mergeForwardedHeaders(withHeaders.headers as Record<string, string>, forwardedHeaders);
  }
  return clone;
}
