import type { AbstractAgent } from "@ag-ui/client";
import type { AssistantMessage, Message, ToolCall } from "@ag-ui/core";

/**
 * An agent's message list as the event reducer edits it: messages are found through an id index
 * (and tool calls through their owner message), and an object is copied at most once between two
 * publications (copy-on-write per notification window), so a published snapshot never changes
 * afterwards while unchanged messages keep their identity. Writes go to `agent.messages` too.
 */
export class MessageStore {
  readonly #agent: AbstractAgent;
  #messages: Message[];
  /** Whether `#messages` (the array) was created since the last publication. */
  #arrayOwned = false;
  /** Objects created since the last publication, which may be written in place. */
  #owned = new WeakSet<object>();
  #indexById: Map<string, number> | undefined;
  #ownerByToolCallId: Map<string, string> | undefined;
  #changed = false;

  constructor(agent: AbstractAgent) {
    this.#agent = agent;
    this.#messages = agent.messages;
  }

  get messages(): Message[] {
    return this.#messages;
  }

  /** Whether the messages changed since {@link resetChanged}. */
  get changed(): boolean {
    return this.#changed;
  }

  resetChanged(): void {
    this.#changed = false;
  }

  markChanged(): void {
    this.#changed = true;
  }

  /** Marks everything so far as published: later writes copy before changing it. */
  markPublished(): void {
    this.#arrayOwned = false;
    this.#owned = new WeakSet();
  }

  /** Takes `agent.messages` over when a subscriber or the application replaced it. */
  adoptExternalChanges(): void {
    if (this.#agent.messages !== this.#messages) this.replace(this.#agent.messages, false);
  }

  /** Replaces the whole list; `owned` when it was created by the reducer (writable in place). */
  replace(messages: Message[], owned: boolean): void {
    this.#messages = messages;
    this.#agent.messages = messages;
    this.#arrayOwned = owned;
    if (!owned) this.#owned = new WeakSet();
    this.#indexById = undefined;
    this.#ownerByToolCallId = undefined;
    this.#changed = true;
  }

  #index(): Map<string, number> {
    if (!this.#indexById) {
      const index = new Map<string, number>();
      this.#messages.forEach((message, i) => {
        if (!index.has(message.id)) index.set(message.id, i);
      });
      this.#indexById = index;
    }
    return this.#indexById;
  }

  #owners(): Map<string, string> {
    if (!this.#ownerByToolCallId) {
      const owners = new Map<string, string>();
      for (const message of this.#messages) {
        for (const toolCall of (message as AssistantMessage).toolCalls ?? []) {
          if (!owners.has(toolCall.id)) owners.set(toolCall.id, message.id);
        }
      }
      this.#ownerByToolCallId = owners;
    }
    return this.#ownerByToolCallId;
  }

  indexOf(id: string): number {
    return this.#index().get(id) ?? -1;
  }

  find(id: string): Message | undefined {
    const index = this.indexOf(id);
    return index === -1 ? undefined : this.#messages[index];
  }

  /** The id of the message holding the tool call. */
  ownerOf(toolCallId: string): string | undefined {
    return this.#owners().get(toolCallId);
  }

  setOwner(toolCallId: string, messageId: string): void {
    this.#owners().set(toolCallId, messageId);
  }

  /** The array, writable (copied once per publication window); counts as a change. */
  ownArray(): Message[] {
    if (!this.#arrayOwned) {
      this.#messages = this.#messages.slice();
      this.#agent.messages = this.#messages;
      this.#arrayOwned = true;
    }
    this.#changed = true;
    return this.#messages;
  }

  /** A writable version of `value`: itself when created in this window, else a shallow copy. */
  own<T extends object>(value: T): T {
    if (this.#owned.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.#owned.add(copy);
    return copy;
  }

  /** Marks an object the reducer just created as writable in place. */
  adopt(value: object): void {
    this.#owned.add(value);
  }

  /** A writable copy of the message at `index`, stored back into a writable array. */
  ownMessage(index: number): Message {
    const messages = this.ownArray();
    const message = this.own(messages[index]!);
    messages[index] = message;
    return message;
  }

  push(message: Message): void {
    const messages = this.ownArray();
    this.#owned.add(message);
    messages.push(message);
    const index = this.#index();
    if (!index.has(message.id)) index.set(message.id, messages.length - 1);
    for (const toolCall of (message as AssistantMessage).toolCalls ?? []) {
      const owners = this.#owners();
      if (!owners.has(toolCall.id)) owners.set(toolCall.id, message.id);
    }
  }

  insert(at: number, message: Message): void {
    const messages = this.ownArray();
    this.#owned.add(message);
    messages.splice(at, 0, message);
    this.#indexById = undefined;
  }

  /** A writable tool call (and its writable owner message); undefined when unknown. */
  ownToolCall(toolCallId: string): ToolCall | undefined {
    const ownerId = this.#owners().get(toolCallId);
    if (ownerId === undefined) return undefined;
    const index = this.indexOf(ownerId);
    const owner = this.#messages[index] as AssistantMessage | undefined;
    const callIndex = owner?.toolCalls?.findIndex((call) => call.id === toolCallId) ?? -1;
    if (!owner || callIndex === -1) return undefined;
    const message = this.ownMessage(index) as AssistantMessage;
    const calls = this.own(message.toolCalls!);
    message.toolCalls = calls;
    const call = this.own(calls[callIndex]!);
    call.function = this.own(call.function);
    calls[callIndex] = call;
    return call;
  }

  readToolCall(toolCallId: string): ToolCall | undefined {
    const ownerId = this.#owners().get(toolCallId);
    if (ownerId === undefined) return undefined;
    return (this.find(ownerId) as AssistantMessage | undefined)?.toolCalls?.find((call) => call.id === toolCallId);
  }
}
