import type { AbstractAgent, RunAgentResult } from "@ag-ui/client";
import { trackAgentConnect } from "../agents/agent-connects.js";
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

/**
 * Moves `agent` to another existing thread, then `connect`s it (replays the thread's history and
 * follows its live run). Tracked as the agent's connect from the move on, so that a message the
 * chat sends meanwhile waits for the whole of it (`agentConnectSettled`).
 */
export function switchAgentThread(agent: AbstractAgent, threadId: string, connect: () => Promise<RunAgentResult>): Promise<RunAgentResult> {
  const switching = (async () => {
    // The messages in hand belong to another thread: replay this one from its start.
    if (agent.threadId !== threadId) await moveAgentToThread(agent, threadId, { replay: true });
    return connect();
  })();
  return trackAgentConnect(agent, switching);
}
