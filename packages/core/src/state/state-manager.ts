import type { AbstractAgent } from "@ag-ui/client";
import type { State } from "@ag-ui/core";

interface ThreadRecord {
  /** Every run seen, oldest first (a run with an empty state has no entry in `states`). */
  readonly runs: Set<string>;
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

  /**
   * Starts tracking an agent under an id (idempotent; a new instance replaces the old one). Reads
   * the AG-UI event callbacks every agent fires (run started/finished, state snapshot/delta, new
   * message, messages snapshot), each with its run's `input`, and the derived ones (`onStateChanged`,
   * `onMessagesChanged`, `onRunFinalized`) for what an agent changes between them. An empty state
   * `{}` is not recorded, so "no state yet" reads as undefined.
   */
  track(agentId: string, agent: AbstractAgent): void {
    const existing = this.#subscriptions.get(agentId);
    if (existing?.agent === agent) return;
    existing?.unsubscribe();
    let runId: string | undefined;
    const threadOf = (input: { threadId?: string } | undefined) => input?.threadId ?? agent.threadId;
    const record = (state: State | undefined, run = runId, threadId = agent.threadId) => {
      if (!run) return;
      const thread = this.#thread(agentId, threadId);
      thread.runs.add(run);
      if (isRecordable(state)) thread.states.set(run, structuredClone(state));
      this.#prune(agentId, threadId);
    };
    const mapMessage = (messageId: string, run: string, threadId: string) => {
      const runs = this.#thread(agentId, threadId).messageRuns;
      if (!runs.has(messageId)) runs.set(messageId, run);
    };
    const mapMessages = () => {
      if (!runId) return;
      for (const message of agent.messages) mapMessage(message.id, runId, agent.threadId);
    };
    const subscription = agent.subscribe({
      onRunStartedEvent: ({ event, state, input }) => {
        runId = event.runId;
        record(state, event.runId, threadOf(input));
      },
      onRunFinishedEvent: ({ event, state, input }) => record(state, input?.runId ?? event.runId ?? runId, threadOf(input)),
      onStateSnapshotEvent: ({ event, input }) => record(event.snapshot as State, input?.runId ?? runId, threadOf(input)),
      onStateDeltaEvent: ({ state, input }) => record(state, input?.runId ?? runId, threadOf(input)),
      onNewMessage: ({ message, input }) => {
        if (input?.runId) mapMessage(message.id, input.runId, threadOf(input));
      },
      onMessagesSnapshotEvent: ({ event, input }) => {
        if (input?.runId) for (const message of event.messages) mapMessage(message.id, input.runId, threadOf(input));
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
    return [...(this.#records.get(agentId)?.get(threadId)?.runs ?? [])];
  }

  #thread(agentId: string, threadId: string): ThreadRecord {
    let threads = this.#records.get(agentId);
    if (!threads) this.#records.set(agentId, (threads = new Map()));
    let record = threads.get(threadId);
    if (!record) threads.set(threadId, (record = { runs: new Set(), states: new Map(), messageRuns: new Map() }));
    return record;
  }

  #prune(agentId: string, threadId: string): void {
    const { runs, states } = this.#thread(agentId, threadId);
    while (runs.size > this.#maxRunsPerThread) {
      const oldest = runs.values().next().value!;
      runs.delete(oldest);
      states.delete(oldest);
    }
  }
}

function isRecordable(state: State | undefined): state is State {
  if (state === undefined || state === null) return false;
  return typeof state !== "object" || Object.keys(state as object).length > 0;
}
