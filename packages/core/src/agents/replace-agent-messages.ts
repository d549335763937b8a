import type { AbstractAgent } from "@ag-ui/client";
import type { Message, State } from "@ag-ui/core";

/** What the core needs of an agent to change its messages or state; CopilotKit's duck-typed agents have no setters. */
type MinimalAgent = Pick<AbstractAgent, "messages" | "state"> & Partial<Pick<AbstractAgent, "setMessages" | "setState">>;

/**
 * Replaces the agent's messages: through `setMessages` (which notifies its subscribers) when the
 * agent has it, by assignment otherwise, so an agent implementing only what CopilotKit's core
 * requires (messages, `runAgent`, `subscribe`, `abortRun`, `clone`) works too.
 */
export function replaceAgentMessages(agent: MinimalAgent, messages: Message[]): void {
  if (typeof agent.setMessages === "function") agent.setMessages(messages);
  else agent.messages = messages;
}

/** Replaces the agent's state, as {@link replaceAgentMessages} does its messages. */
export function replaceAgentState(agent: MinimalAgent, state: State): void {
  if (typeof agent.setState === "function") agent.setState(state);
  else agent.state = state;
}
