import type { AbstractAgent } from "@ag-ui/client";
import { ThreadHistory } from "@wingman/shared/internal";
import { agentWatchers } from "../agents/agent-watchers.js";

/** Each agent's thread histories (branches, stopped and failed runs), by thread id. */
const histories = new WeakMap<AbstractAgent, Map<string, ThreadHistory>>();

/**
 * The history of the thread the agent is on now, the agent followed from the first call on (every
 * `AgentBranches` of it reads the same). Every runtime agent created once this module has loaded
 * (with the conversation controls) is followed from its creation, so a chat that mounts after its
 * page replayed a thread still knows which answers were stopped or failed.
 */
export function threadHistoryOf(agent: AbstractAgent): ThreadHistory {
  let byThread = histories.get(agent);
  if (byThread === undefined) {
    histories.set(agent, (byThread = new Map()));
    agent.subscribe({ onEvent: ({ event }) => threadHistoryOf(agent).apply(event) });
  }
  let history = byThread.get(agent.threadId);
  if (history === undefined) byThread.set(agent.threadId, (history = new ThreadHistory()));
  return history;
}

agentWatchers.add(threadHistoryOf);
