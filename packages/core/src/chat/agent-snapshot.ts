import type { AbstractAgent } from "@ag-ui/client";
import type { Message, State } from "@ag-ui/core";
import type { CopilotKitCoreSubscription } from "../client/copilot-kit-core-subscriber.js";
import type { SubscribeToAgentOptions, SubscribeToAgentSubscriber } from "../agents/subscribe-to-agent.js";

/** What changed in an {@link AgentSnapshot}. */
export interface AgentSnapshotChange {
  readonly messages: boolean;
  readonly state: boolean;
  readonly isRunning: boolean;
}

/** Where an {@link AgentSnapshot} subscribes: a `CopilotKitCore` (frame batching, throttling, error isolation). */
export interface AgentSnapshotSource {
  subscribeToAgentWithOptions(agent: AbstractAgent, subscriber: SubscribeToAgentSubscriber, options?: SubscribeToAgentOptions): CopilotKitCoreSubscription;
}

const copyMessages = (messages: readonly Message[]): Message[] => messages.map((message) => ({ ...message }));

/**
 * An agent's messages, state and run status as a UI binding shows them: values that change only
 * when the core notifies. Between two notifications the core may still write the newest message in
 * place, so reading `agent.messages` at render time can hand a component an object that changes
 * later under the same identity; a snapshot never does. Messages keep their identity while
 * unchanged (memoised rows stay put), and the array is new after every change.
 *
 * The snapshot subscribes to the agent while it has listeners (`getSnapshot`-style bindings can
 * read it before subscribing).
 *
 * @example
 * const snapshot = new AgentSnapshot(copilotkit, agent, { throttleMs: 50 });
 * const stop = snapshot.subscribe(({ messages }) => messages && render(snapshot.messages));
 */
export class AgentSnapshot {
  readonly #source: AgentSnapshotSource;
  readonly #agent: AbstractAgent;
  readonly #options: SubscribeToAgentOptions;
  readonly #listeners = new Set<(change: AgentSnapshotChange) => void>();
  #subscription: CopilotKitCoreSubscription | undefined;
  /** The array the messages were copied from (to see, on subscribing, whether they moved on). */
  #from: readonly Message[];
  #messages: readonly Message[];
  #state: State;
  #isRunning: boolean;

  constructor(source: AgentSnapshotSource, agent: AbstractAgent, options: SubscribeToAgentOptions = {}) {
    this.#source = source;
    this.#agent = agent;
    this.#options = options;
    this.#from = agent.messages;
    // Mid-run the newest objects may still be written in place: copies keep this snapshot fixed.
    this.#messages = copyMessages(agent.messages);
    this.#state = agent.state;
    this.#isRunning = agent.isRunning;
  }

  get agent(): AbstractAgent {
    return this.#agent;
  }

  /** The messages as of the last notification (a new array after each change). */
  get messages(): readonly Message[] {
    return this.#messages;
  }

  get state(): State {
    return this.#state;
  }

  get isRunning(): boolean {
    return this.#isRunning;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (change: AgentSnapshotChange) => void): () => void {
    this.#listeners.add(listener);
    if (!this.#subscription) this.#start();
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      this.#subscription?.unsubscribe();
      this.#subscription = undefined;
    };
  }

  #start(): void {
    const agent = this.#agent;
    this.#subscription = this.#source.subscribeToAgentWithOptions(
      agent,
      {
        onMessagesChanged: ({ messages }) => this.#set({ messages: [...messages] }),
        onStateChanged: ({ state }) => this.#set({ state }),
        onRunInitialized: () => this.#set({ isRunning: true }),
        onRunFinalized: () => this.#settle(),
        onRunFailed: () => this.#settle(),
      },
      this.#options,
    );
    // Catch up with what happened before the first listener came (a render before its effects).
    const moved = agent.messages !== this.#from || agent.messages.length !== this.#messages.length || agent.isRunning;
    this.#set({
      ...(moved && { messages: copyMessages(agent.messages) }),
      state: agent.state,
      isRunning: agent.isRunning,
    });
  }

  /** After a run everything is published: the agent's own objects are safe to hold. */
  #settle(): void {
    this.#set({ messages: [...this.#agent.messages], state: this.#agent.state, isRunning: false });
  }

  #set(next: { messages?: readonly Message[]; state?: State; isRunning?: boolean }): void {
    if (next.messages) this.#from = this.#agent.messages;
    const change: AgentSnapshotChange = {
      messages: next.messages !== undefined && next.messages !== this.#messages,
      state: next.state !== undefined && next.state !== this.#state,
      isRunning: next.isRunning !== undefined && next.isRunning !== this.#isRunning,
    };
    if (change.messages) this.#messages = next.messages!;
    if (change.state) this.#state = next.state!;
    if (change.isRunning) this.#isRunning = next.isRunning!;
    if (!change.messages && !change.state && !change.isRunning) return;
    for (const listener of [...this.#listeners]) listener(change);
  }
}
