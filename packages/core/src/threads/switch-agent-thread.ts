import type { AbstractAgent, RunAgentResult } from "@ag-ui/client";
import { trackAgentConnect } from "../agents/agent-connects.js";
import { moveAgentToThread } from "./move-agent-to-thread.js";

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
