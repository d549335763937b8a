import type { AbstractAgent } from "@ag-ui/client";

/**
 * The connect in progress of each agent (a thread loading, a run in another tab followed), for the
 * chat: a message sent meanwhile must wait for it, because running cuts a connect short (the
 * core's `runAgent` detaches the agent's active run first, a connect included), and a run sent with
 * only part of the history replayed forks the thread: the messages not replayed yet leave its
 * active branch.
 */
const connects = new WeakMap<AbstractAgent, Promise<unknown>>();

/** Records `connect` as `agent`'s connect in progress until it settles; returns it. */
export function trackAgentConnect<T>(agent: AbstractAgent, connect: Promise<T>): Promise<T> {
  connects.set(agent, connect);
  const forget = (): void => {
    if (connects.get(agent) === connect) connects.delete(agent);
  };
  connect.then(forget, forget);
  return connect;
}

/** Resolves once `agent`'s connect in progress, if any, has settled (whatever its outcome). */
export function agentConnectSettled(agent: AbstractAgent): Promise<void> {
  return Promise.resolve(connects.get(agent)).then(settled, settled);
}

function settled(): void {}

/** The agent whose connect is being announced to the core's subscribers right now. */
let announcing: AbstractAgent | undefined;

/**
 * Calls `announce` (the core's `onAgentRunStarted` for a connect) with `agent` marked as
 * connecting, so that a subscriber can tell a connect's start from a run's: both are announced
 * alike, as in CopilotKit, but only a run sends the agent's messages. (The core's notifier
 * isolates its subscribers, so `announce` does not throw.)
 */
export function announceConnectStart(agent: AbstractAgent, announce: () => void): void {
  announcing = agent;
  announce();
  announcing = undefined;
}

/** Whether the start being announced for `agent` now is a connect's (see {@link announceConnectStart}). */
export function isConnectStarting(agent: AbstractAgent): boolean {
  return announcing === agent;
}
