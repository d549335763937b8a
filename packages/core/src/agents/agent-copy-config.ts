import type { AbstractAgent } from "@ag-ui/client";

/** The part of a clone's config that copies the agent's identity, thread, messages and state. */
export function agentCopyConfig(agent: AbstractAgent): {
  agentId?: string;
  description: string;
  threadId: string;
  initialMessages: AbstractAgent["messages"];
  initialState: AbstractAgent["state"];
} {
  return {
    ...(agent.agentId !== undefined && { agentId: agent.agentId }),
    description: agent.description,
    threadId: agent.threadId,
    initialMessages: agent.messages,
    initialState: agent.state,
  };
}
