import type { AbstractAgent } from "@ag-ui/client";
import { ProxiedCopilotRuntimeAgent } from "../agents/proxied-copilot-runtime-agent.js";
import { replaceAgentMessages, replaceAgentState } from "../agents/replace-agent-messages.js";

/**
 * Puts the agent on another thread with nothing in hand: detaches its current run (which keeps
 * going on the runtime), sets the thread id and clears messages and state. With `replay`, a
 * runtime agent also forgets the thread's resume cursor, so the next connect replays the thread
 * from its start.
 */
export async function moveAgentToThread(agent: AbstractAgent, threadId: string, options: { replay: boolean }): Promise<void> {
  await agent.detachActiveRun?.();
  agent.threadId = threadId;
  replaceAgentMessages(agent, []);
  replaceAgentState(agent, {});
  if (options.replay && agent instanceof ProxiedCopilotRuntimeAgent) agent.clearReconnectCursor(threadId);
}
