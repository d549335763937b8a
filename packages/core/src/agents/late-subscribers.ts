import type { AbstractAgent, AgentSubscriber } from "@ag-ui/client";

/**
 * AG-UI's `runAgent`/`connectAgent` copy the agent's subscriber list when the run starts, so a
 * subscriber added while it runs hears nothing of that run: not its messages, not its end. That
 * happens to every message list that mounts because of the run, as when the first message
 * replaces the welcome screen: with an agent whose run starts at once (an in-process agent), the
 * first reply never showed. The core's own per-run subscriber therefore relays the run's
 * notifications to the subscribers that joined late, until the run is finalized.
 */
const late = new WeakMap<AbstractAgent, Set<AgentSubscriber>>();

const RELAYED = ["onMessagesChanged", "onStateChanged", "onRunErrorEvent", "onRunFailed", "onRunFinalized"] as const;

type Callback = (params: unknown) => unknown;

/** Called on subscribing: a subscriber that comes while the agent runs joins that run's relay. */
export function joinRunInProgress(agent: AbstractAgent, subscriber: AgentSubscriber): () => void {
  if (!agent.isRunning) return () => {};
  let joined = late.get(agent);
  if (!joined) late.set(agent, (joined = new Set()));
  joined.add(subscriber);
  return () => void late.get(agent)?.delete(subscriber);
}

/**
 * `subscriber` (the core's, for one run about to start) also relaying to late subscribers. Only
 * `subscriber`'s own return values count (AG-UI reads them as state mutations); the relayed calls'
 * are dropped. Everyone subscribed before this point is in the run's own list, so the relay
 * starts empty.
 */
export function withLateSubscriberRelay(agent: AbstractAgent, subscriber: AgentSubscriber): AgentSubscriber {
  late.delete(agent);
  const relaying: AgentSubscriber = { ...subscriber };
  for (const name of RELAYED) {
    const own = subscriber[name] as Callback | undefined;
    (relaying as Record<string, Callback>)[name] = (params: unknown) => {
      const result = own?.call(subscriber, params);
      for (const joined of [...(late.get(agent) ?? [])]) (joined[name] as Callback | undefined)?.call(joined, params);
      if (name === "onRunFinalized") late.delete(agent);
      return result;
    };
  }
  return relaying;
}
