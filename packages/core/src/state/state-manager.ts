import type { AbstractAgent } from "@ag-ui/client";
import type { State } from "@ag-ui/core";

interface ThreadRecord {
  readonly states: Map<string, State>;
  readonly messageRuns: Map<string, string>;
}

/**
 * Remembers, per agent and thread, the state at the end of each run and which run produced each
 * message, so a UI can show a message with the state of its own run.
 */
export class StateManager {
  readonly #records = new Map<string, Map<string, ThreadRecord>>();
  readonly #subscriptions = new Map<string, { agent: AbstractAgent; unsubscribe(): void }>();
  readonly #maxRunsPerThread: number;

  constructor(options: { maxRunsPerThread?: number } = {}) {
    this.#maxRunsPerThread = options.maxRunsPerThread ?? 200;
  }

  /** Starts tracking an agent under an id (idempotent; a new instance replaces the old one). */
  track(agentId: string, agent: AbstractAgent): void {
    const existing = this.#subscriptions.get(agentId);
    if (existing?.agent === agent) return;
    existing?.unsubscribe();
    let runId: string | undefined;
    const record = (state: State) => {
      if (runId) this.#thread(agentId, agent.threadId).states.set(runId, structuredClone(state));
      this.#prune(agentId, agent.threadId);
    };
    const mapMessages = () => {
      if (!runId) return;
      const runs = this.#thread(agentId, agent.threadId).messageRuns;
      for (const message of agent.messages) if (!runs.has(message.id)) runs.set(message.id, runId);
    };
    const subscription = agent.subscribe({
      onRunStartedEvent: ({ event, state }) => {
        runId = event.runId;
        record(state);
      },
      onMessagesChanged: () => mapMessages(),
      onStateChanged: () => record(agent.state),
      onRunFinalized: () => {
        mapMessages();
        record(agent.state);
        runId = undefined;
      },
    });
    this.#subscriptions.set(agentId, { agent, unsubscribe: () => subscription.unsubscribe() });
  }

  /** Stops tracking an agent id (its records stay readable). */
  untrack(agentId: string): void {
    this.#subscriptions.get(agentId)?.unsubscribe();
    this.#subscriptions.delete(agentId);
  }

  /** Ids currently tracked. */
  get trackedAgentIds(): string[] {
    return [...this.#subscriptions.keys()];
  }

  getStateByRun(agentId: string, threadId: string, runId: string): State | undefined {
    const state = this.#records.get(agentId)?.get(threadId)?.states.get(runId);
    return state === undefined ? undefined : structuredClone(state);
  }

  getRunIdForMessage(agentId: string, threadId: string, messageId: string): string | undefined {
    return this.#records.get(agentId)?.get(threadId)?.messageRuns.get(messageId);
  }

  getRunIdsForThread(agentId: string, threadId: string): string[] {
    return [...(this.#records.get(agentId)?.get(threadId)?.states.keys() ?? [])];
  }

  #thread(agentId: string, threadId: string): ThreadRecord {
    let threads = this.#records.get(agentId);
    if (!threads) this.#records.set(agentId, (threads = new Map()));
    let record = threads.get(threadId);
    if (!record) threads.set(threadId, (record = { states: new Map(), messageRuns: new Map() }));
    return record;
  }

  #prune(agentId: string, threadId: string): void {
    const states = this.#thread(agentId, threadId).states;
    while (states.size > this.#maxRunsPerThread) states.delete(states.keys().next().value!);
  }
}
