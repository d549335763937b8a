import type { AbstractAgent, AgentStateMutation, AgentSubscriber } from "@ag-ui/client";
import { mergeMetadata, type BaseEvent, type Message, type Metadata, type RunAgentInput, type State } from "@ag-ui/core";
import { chain, type MaybePromise } from "../async/maybe-promise.js";
import { MessageStore } from "./message-store.js";
import { SubscriberHooks, type HookName, type HookParams, type SubscriberHooksHost } from "./subscriber-hooks.js";

/**
 * What the event reducer's handlers work on during one run: the agent's messages (a
 * {@link MessageStore}), its state, the subscribers' hooks, and the tool calls the run started and
 * answered.
 */
export class ReducerContext implements SubscriberHooksHost {
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
  readonly store: MessageStore;
  readonly hooks: SubscriberHooks;
  #state: State;
  #stateChanged = false;
  #runToolCallIds: string[] = [];
  #answeredToolCallIds = new Set<string>();

  constructor(agent: AbstractAgent, input: RunAgentInput, subscribers: readonly AgentSubscriber[]) {
    this.agent = agent;
    this.input = input;
    this.hooks = new SubscriberHooks(subscribers, this);
    this.store = new MessageStore(agent);
    this.#state = input.state ?? agent.state;
    if (this.#state !== agent.state) agent.state = this.#state;
  }

  get messages(): Message[] {
    return this.store.messages;
  }

  get state(): State {
    return this.#state;
  }

  get stateChanged(): boolean {
    return this.#stateChanged;
  }

  /** Starts an event: takes over outside replacements of messages/state and clears the change flags. */
  beginEvent(): void {
    this.store.adoptExternalChanges();
    if (this.agent.state !== this.#state) this.#state = this.agent.state;
    this.store.resetChanged();
    this.#stateChanged = false;
  }

  setState(state: State): void {
    this.#state = state;
    this.agent.state = state;
    this.#stateChanged = true;
  }

  takeMutation(mutation: AgentStateMutation | void): boolean {
    if (!mutation) return false;
    if (mutation.messages !== undefined && mutation.messages !== this.store.messages) {
      this.store.replace(structuredClone(mutation.messages), true);
    }
    if (mutation.state !== undefined && mutation.state !== this.#state) {
      this.setState(structuredClone(mutation.state));
    }
    return mutation.stopPropagation === true;
  }

  /** Runs the event's hook, then `apply` unless a subscriber stopped propagation. */
  withHook(event: BaseEvent, hook: HookName, extra: HookParams, apply: () => void): MaybePromise<void> {
    return chain(this.hooks.run(hook, () => ({ event, ...extra })), (stopped) => {
      if (!stopped) apply();
    });
  }

  /** Merges a copy of the event's metadata into `target`; false when the event has none. */
  mergeMetadata(target: { metadata?: Metadata }, event: BaseEvent): boolean {
    if (event.metadata === undefined) return false;
    target.metadata = mergeMetadata(target.metadata, structuredClone(event.metadata));
    return true;
  }

  // ---- the run's tool calls ------------------------------------------------------------------

  resetRunToolCalls(): void {
    this.#runToolCallIds = [];
    this.#answeredToolCallIds = new Set();
  }

  toolCallStarted(toolCallId: string): void {
    if (!this.#runToolCallIds.includes(toolCallId)) this.#runToolCallIds.push(toolCallId);
  }

  toolCallAnswered(toolCallId: string): void {
    this.#answeredToolCallIds.add(toolCallId);
  }

  /** The tool calls this run started that got no result, in order. */
  unansweredToolCallIds(): string[] {
    return this.#runToolCallIds.filter((id) => !this.#answeredToolCallIds.has(id));
  }
}
