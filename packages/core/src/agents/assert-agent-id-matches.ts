import type { AbstractAgent } from "@ag-ui/client";

/**
 * An agent registered under `id` must carry that id or none; an empty agentId counts as unset, as in
 * CopilotKit. The message is CopilotKit's wording, which apps and their tests may match on.
 */
export function assertAgentIdMatches(id: string, agent: AbstractAgent): void {
  if (agent.agentId === undefined || agent.agentId === "" || agent.agentId === id) return;
  throw new Error(
    `Agent registration mismatch: Agent with ID "${agent.agentId}" cannot be registered under key "${id}". ` +
      "The agent ID must match the registration key or be undefined.",
  );
}
