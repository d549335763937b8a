import type { AbstractAgent } from "@ag-ui/client";
import { ThreadHistory } from "@wingman/shared/internal";
import { agentWatchers } from "../agents/agent-watchers.js";

/** One agent's thread histories: its branches and its stopped and failed runs, per thread. */
export interface AgentHistory {
  /** The history of the thread the agent is on now. */
  current(): ThreadHistory;
  /** Tells the listeners that a history changed outside the agent's events (a Stop, a branch switch). */
  changed(): void;
  /** `listener` is called after each change: a run's end, a messages snapshot, or `changed()`. */
  subscribe(listener: () => void): () => void;
}

const histories = new WeakMap<AbstractAgent, AgentHistory>();

/**
 * The agent's history, followed from the first call on. Every runtime agent created once this
 * module has loaded (with the conversation controls) is followed from its creation, so a chat that
 * mounts after its page replayed a thread still knows which answers were stopped or failed.
 */
export function historyOf(agent: AbstractAgent): AgentHistory {
  let history = histories.get(agent);
  if (history === undefined) {
    history = followHistory(agent);
    histories.set(agent, history);
  }
  return history;
}

agentWatchers.add((agent) => void historyOf(agent));

function followHistory(agent: AbstractAgent): AgentHistory {
  const byThread = new Map<string, ThreadHistory>();
  const listeners = new Set<() => void>();
  const current = (): ThreadHistory => {
    let history = byThread.get(agent.threadId);
    if (history === undefined) {
      history = new ThreadHistory();
      byThread.set(agent.threadId, history);
    }
    return history;
  };
  const changed = (): void => {
    for (const listener of [...listeners]) listener();
  };
  agent.subscribe({
    onEvent: ({ event }) => {
      current().apply(event);
      if (event.type === "RUN_FINISHED" || event.type === "RUN_ERROR" || event.type === "MESSAGES_SNAPSHOT") changed();
    },
  });
  return {
    current,
    changed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
