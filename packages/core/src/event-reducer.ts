import { authoritativeActivityTypes, type AbstractAgent, type AgentStateMutation, type AgentSubscriber } from "@ag-ui/client";
import {
  EventType,
  mergeMetadata,
  type ActivityDeltaEvent,
  type ActivityMessage,
  type ActivitySnapshotEvent,
  type AssistantMessage,
  type BaseEvent,
  type Interrupt,
  type Message,
  type MessagesSnapshotEvent,
  type Metadata,
  type ReasoningEncryptedValueEvent,
  type RunAgentInput,
  type RunFinishedEvent,
  type RunStartedEvent,
  type State,
  type StateDeltaEvent,
  type StateSnapshotEvent,
  type TextMessageContentEvent,
  type TextMessageStartEvent,
  type ToolCall,
  type ToolCallArgsEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
  type ToolMessage,
} from "@ag-ui/core";
import jsonPatch from "fast-json-patch";
import { parsePartialJson } from "./parse-partial-json.js";

type MaybePromise<T> = T | Promise<T>;
type Hooked = Record<string, unknown>;
type HookName = keyof AgentSubscriber;

export interface EventReducerOptions {
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
  /** The run's subscriber snapshot; per-event hooks are called in order and may return mutations. */
  readonly subscribers: readonly AgentSubscriber[];
  /** Called after every event that changed messages or state; the caller decides when to notify. */
  readonly onChange: (change: { messages: boolean; state: boolean }) => void;
}

const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | undefined)?.then === "function";

const chain = <T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> =>
  isPromise(value) ? value.then(next) : next(value);

const copyMetadata = (metadata: Metadata): Metadata => structuredClone(metadata);

const withoutNullSubagent = <T>(value: T): T => {
  if ((value as { subagentRunId?: unknown }).subagentRunId !== null) return value;
  const copy = { ...value } as T & { subagentRunId?: unknown };
  delete copy.subagentRunId;
  return copy;
};

/**
 * Applies AG-UI events to an agent's messages and state in place, in O(delta) per event: messages
 * are found through an id index, and an object is copied at most once between two publications
 * (copy-on-write per notification window), so a published snapshot never changes afterwards while
 * unchanged messages keep their identity. Produces the same messages and state as
 * `@ag-ui/client`'s `defaultApplyEvents`, which clones the whole list on every event.
 */
export class EventReducer {
  readonly #agent: AbstractAgent;
  readonly #input: RunAgentInput;
  readonly #subscribers: readonly AgentSubscriber[];
  readonly #hooks: ReadonlySet<HookName>;
  readonly #onChange: EventReducerOptions["onChange"];

  #messages: Message[];
  #state: State;
  /** Whether `#messages` (the array) was created since the last publication. */
  #arrayOwned = false;
  /** Objects created since the last publication, which may be written in place. */
  #owned = new WeakSet<object>();
  #indexById: Map<string, number> | undefined;
  #ownerByToolCallId: Map<string, string> | undefined;
  #runToolCallIds: string[] = [];
  #answeredToolCallIds = new Set<string>();
  #messagesChanged = false;
  #stateChanged = false;

  constructor(options: EventReducerOptions) {
    this.#agent = options.agent;
    this.#input = options.input;
    this.#subscribers = options.subscribers;
    this.#onChange = options.onChange;
    const hooks = new Set<HookName>();
    for (const subscriber of options.subscribers) {
      for (const key of Object.keys(subscriber) as HookName[]) hooks.add(key);
      let proto: object | null = Object.getPrototypeOf(subscriber);
      while (proto && proto !== Object.prototype) {
        for (const key of Object.getOwnPropertyNames(proto) as HookName[]) hooks.add(key);
        proto = Object.getPrototypeOf(proto);
      }
    }
    this.#hooks = hooks;
    this.#messages = options.agent.messages;
    this.#state = options.input.state ?? options.agent.state;
    if (this.#state !== options.agent.state) options.agent.state = this.#state;
  }

  /** Marks everything applied so far as published: later writes copy before changing it. */
  markPublished(): void {
    this.#arrayOwned = false;
    this.#owned = new WeakSet();
  }

  /** Applies one event; returns a promise only when a subscriber hook returned one. */
  apply(event: BaseEvent): MaybePromise<void> {
    this.#adoptExternalChanges();
    this.#messagesChanged = false;
    this.#stateChanged = false;
    const result = chain(this.#runHooks("onEvent", () => ({ event })), (stopped) =>
      stopped ? undefined : this.#dispatch(event),
    );
    return chain(result, () => this.#reportChange());
  }

  #reportChange(): void {
    if (this.#messagesChanged || this.#stateChanged) {
      this.#onChange({ messages: this.#messagesChanged, state: this.#stateChanged });
    }
  }

  /** A subscriber or the application may have replaced `agent.messages`/`agent.state`. */
  #adoptExternalChanges(): void {
    if (this.#agent.messages !== this.#messages) this.#replaceMessages(this.#agent.messages, false);
    if (this.#agent.state !== this.#state) this.#state = this.#agent.state;
  }

  #replaceMessages(messages: Message[], owned: boolean): void {
    this.#messages = messages;
    this.#agent.messages = messages;
    this.#arrayOwned = owned;
    if (!owned) this.#owned = new WeakSet();
    this.#indexById = undefined;
    this.#ownerByToolCallId = undefined;
    this.#messagesChanged = true;
  }

  #setState(state: State): void {
    this.#state = state;
    this.#agent.state = state;
    this.#stateChanged = true;
  }

  #applyMutation(mutation: AgentStateMutation): void {
    if (mutation.messages !== undefined) this.#replaceMessages(mutation.messages, false);
    if (mutation.state !== undefined) this.#setState(mutation.state);
  }

  /** Runs one hook on every subscriber in order; resolves whether propagation was stopped. */
  #runHooks(name: HookName, params: () => Hooked): MaybePromise<boolean> {
    if (!this.#hooks.has(name)) return false;
    const extra = params();
    const subscribers = this.#subscribers;
    const step = (index: number): MaybePromise<boolean> => {
      for (let i = index; i < subscribers.length; i++) {
        const hook = subscribers[i]![name] as ((p: Hooked) => MaybePromise<AgentStateMutation | void>) | undefined;
        if (typeof hook !== "function") continue;
        let result: MaybePromise<AgentStateMutation | void>;
        try {
          result = hook.call(subscribers[i], {
            ...extra,
            messages: this.#messages,
            state: this.#state,
            agent: this.#agent,
            input: this.#input,
          });
        } catch (error) {
          console.error("Subscriber error:", error);
          continue;
        }
        if (isPromise(result)) {
          return result.then(
            (mutation) => (this.#takeMutation(mutation) ? true : step(i + 1)),
            (error: unknown) => {
              console.error("Subscriber error:", error);
              return step(i + 1);
            },
          );
        }
        if (this.#takeMutation(result)) return true;
      }
      return false;
    };
    return step(0);
  }

  #takeMutation(mutation: AgentStateMutation | void): boolean {
    if (!mutation) return false;
    if (mutation.messages !== undefined && mutation.messages !== this.#messages) {
      this.#replaceMessages(structuredClone(mutation.messages), true);
    }
    if (mutation.state !== undefined && mutation.state !== this.#state) {
      this.#setState(structuredClone(mutation.state));
    }
    return mutation.stopPropagation === true;
  }

  #fireAndForget(name: "onNewMessage" | "onNewToolCall", params: Hooked): void {
    if (!this.#hooks.has(name)) return;
    for (const subscriber of this.#subscribers) {
      const hook = subscriber[name] as ((p: Hooked) => unknown) | undefined;
      if (typeof hook !== "function") continue;
      try {
        const result = hook.call(subscriber, {
          ...params,
          messages: this.#messages,
          state: this.#state,
          agent: this.#agent,
          input: this.#input,
        });
        if (isPromise(result)) result.catch((error: unknown) => console.error("Subscriber error:", error));
      } catch (error) {
        console.error("Subscriber error:", error);
      }
    }
  }

  // ---- indexes and copy-on-write -------------------------------------------------------------

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

  #indexOf(id: string): number {
    return this.#index().get(id) ?? -1;
  }

  #find(id: string): Message | undefined {
    const index = this.#indexOf(id);
    return index === -1 ? undefined : this.#messages[index];
  }

  #ownArray(): Message[] {
    if (!this.#arrayOwned) {
      this.#messages = this.#messages.slice();
      this.#agent.messages = this.#messages;
      this.#arrayOwned = true;
    }
    this.#messagesChanged = true;
    return this.#messages;
  }

  #own<T extends object>(value: T): T {
    if (this.#owned.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.#owned.add(copy);
    return copy;
  }

  /** A writable copy of the message at `index`, stored back into a writable array. */
  #ownMessage(index: number): Message {
    const messages = this.#ownArray();
    const message = this.#own(messages[index]!);
    messages[index] = message;
    return message;
  }

  #push(message: Message): void {
    const messages = this.#ownArray();
    this.#owned.add(message);
    messages.push(message);
    const index = this.#index();
    if (!index.has(message.id)) index.set(message.id, messages.length - 1);
    for (const toolCall of (message as AssistantMessage).toolCalls ?? []) {
      const owners = this.#owners();
      if (!owners.has(toolCall.id)) owners.set(toolCall.id, message.id);
    }
  }

  #insert(at: number, message: Message): void {
    const messages = this.#ownArray();
    this.#owned.add(message);
    messages.splice(at, 0, message);
    this.#indexById = undefined;
  }

  /** A writable tool call (and its writable owner message); undefined when unknown. */
  #ownToolCall(toolCallId: string): ToolCall | undefined {
    const ownerId = this.#owners().get(toolCallId);
    if (ownerId === undefined) return undefined;
    const index = this.#indexOf(ownerId);
    const owner = this.#messages[index] as AssistantMessage | undefined;
    const callIndex = owner?.toolCalls?.findIndex((call) => call.id === toolCallId) ?? -1;
    if (!owner || callIndex === -1) return undefined;
    const message = this.#ownMessage(index) as AssistantMessage;
    const calls = this.#own(message.toolCalls!);
    message.toolCalls = calls;
    const call = this.#own(calls[callIndex]!);
    call.function = this.#own(call.function);
    calls[callIndex] = call;
    return call;
  }

  #readToolCall(toolCallId: string): ToolCall | undefined {
    const ownerId = this.#owners().get(toolCallId);
    if (ownerId === undefined) return undefined;
    return (this.#find(ownerId) as AssistantMessage | undefined)?.toolCalls?.find((call) => call.id === toolCallId);
  }

  #mergeMetadata(target: { metadata?: Metadata }, event: BaseEvent): boolean {
    if (event.metadata === undefined) return false;
    target.metadata = mergeMetadata(target.metadata, copyMetadata(event.metadata));
    return true;
  }

  // ---- events --------------------------------------------------------------------------------

  #dispatch(event: BaseEvent): MaybePromise<void> {
    switch (event.type) {
      case EventType.TEXT_MESSAGE_START:
        return this.#textStart(event as TextMessageStartEvent, "onTextMessageStartEvent", "assistant");
      case EventType.REASONING_MESSAGE_START:
        return this.#textStart(event as TextMessageStartEvent, "onReasoningMessageStartEvent", "reasoning");
      case EventType.TEXT_MESSAGE_CONTENT:
        return this.#textContent(event as TextMessageContentEvent, "onTextMessageContentEvent", "textMessageBuffer");
      case EventType.REASONING_MESSAGE_CONTENT:
        return this.#textContent(event as TextMessageContentEvent, "onReasoningMessageContentEvent", "reasoningMessageBuffer");
      case EventType.TEXT_MESSAGE_END:
        return this.#textEnd(event as TextMessageContentEvent, "onTextMessageEndEvent", "textMessageBuffer");
      case EventType.REASONING_MESSAGE_END:
        return this.#textEnd(event as TextMessageContentEvent, "onReasoningMessageEndEvent", "reasoningMessageBuffer");
      case EventType.TOOL_CALL_START:
        return this.#toolCallStart(event as ToolCallStartEvent);
      case EventType.TOOL_CALL_ARGS:
        return this.#toolCallArgs(event as ToolCallArgsEvent);
      case EventType.TOOL_CALL_END:
        return this.#toolCallEnd(event as ToolCallArgsEvent);
      case EventType.TOOL_CALL_RESULT:
        return this.#toolCallResult(event as ToolCallResultEvent);
      case EventType.STATE_SNAPSHOT:
        return this.#withHook(event, "onStateSnapshotEvent", {}, () => this.#setState((event as StateSnapshotEvent).snapshot));
      case EventType.STATE_DELTA:
        return this.#withHook(event, "onStateDeltaEvent", {}, () => this.#stateDelta(event as StateDeltaEvent));
      case EventType.MESSAGES_SNAPSHOT:
        return this.#withHook(event, "onMessagesSnapshotEvent", {}, () => this.#messagesSnapshot(event as MessagesSnapshotEvent));
      case EventType.ACTIVITY_SNAPSHOT:
        return this.#activitySnapshot(event as ActivitySnapshotEvent);
      case EventType.ACTIVITY_DELTA:
        return this.#activityDelta(event as ActivityDeltaEvent);
      case EventType.RUN_STARTED:
        return this.#runStarted(event as RunStartedEvent);
      case EventType.RUN_FINISHED:
        return this.#runFinished(event as RunFinishedEvent);
      case EventType.REASONING_ENCRYPTED_VALUE:
        return this.#withHook(event, "onReasoningEncryptedValueEvent", {}, () =>
          this.#encryptedValue(event as ReasoningEncryptedValueEvent),
        );
      case EventType.TEXT_MESSAGE_CHUNK:
      case EventType.TOOL_CALL_CHUNK:
      case EventType.REASONING_MESSAGE_CHUNK:
        throw new Error(`${event.type} must be transformed before being applied`);
      default: {
        const hook = HOOK_BY_TYPE[event.type];
        return hook ? chain(this.#runHooks(hook, () => ({ event })), () => undefined) : undefined;
      }
    }
  }

  #withHook(event: BaseEvent, hook: HookName, extra: Hooked, apply: () => void): MaybePromise<void> {
    return chain(this.#runHooks(hook, () => ({ event, ...extra })), (stopped) => {
      if (!stopped) apply();
    });
  }

  #textStart(event: TextMessageStartEvent, hook: HookName, kind: "assistant" | "reasoning"): MaybePromise<void> {
    return this.#withHook(event, hook, {}, () => {
      const { messageId, name, subagentRunId } = event as TextMessageStartEvent & { subagentRunId?: string | null };
      const index = this.#indexOf(messageId);
      const existing = index === -1 ? undefined : this.#messages[index];
      if (existing?.role === "activity") {
        console.warn(`${event.type}: Message '${messageId}' is an activity message`);
        return;
      }
      if (!existing) {
        const created = {
          id: messageId,
          role: kind === "reasoning" ? "reasoning" : (event.role ?? "assistant"),
          content: "",
          ...(kind === "assistant" && name !== undefined && { name }),
          ...(subagentRunId != null && { subagentRunId }),
        } as Message;
        this.#mergeMetadata(created, event);
        this.#push(created);
        return;
      }
      if (event.metadata !== undefined) this.#mergeMetadata(this.#ownMessage(index), event);
    });
  }

  #textContent(event: TextMessageContentEvent, hook: HookName, bufferKey: string): MaybePromise<void> {
    const index = this.#indexOf(event.messageId);
    const target = index === -1 ? undefined : this.#messages[index];
    if (!target || target.role === "activity") {
      console.warn(`${event.type}: No text message found with ID '${event.messageId}'`);
      return;
    }
    const buffer = () => (typeof target.content === "string" ? target.content : "");
    return chain(this.#runHooks(hook, () => ({ event, [bufferKey]: buffer() })), (stopped) => {
      if (stopped) return;
      const current = this.#indexOf(event.messageId);
      if (current === -1) return;
      const message = this.#ownMessage(current) as Message & { content?: unknown };
      message.content = `${typeof message.content === "string" ? message.content : ""}${event.delta}`;
      this.#mergeMetadata(message as { metadata?: Metadata }, event);
    });
  }

  #textEnd(event: TextMessageContentEvent, hook: HookName, bufferKey: string): MaybePromise<void> {
    const index = this.#indexOf(event.messageId);
    const target = index === -1 ? undefined : this.#messages[index];
    if (!target || target.role === "activity") {
      console.warn(`${event.type}: No text message found with ID '${event.messageId}'`);
      return;
    }
    const content = typeof target.content === "string" ? target.content : "";
    return chain(this.#runHooks(hook, () => ({ event, [bufferKey]: content })), (stopped) => {
      const current = this.#indexOf(event.messageId);
      if (!stopped && event.metadata !== undefined && current !== -1) {
        this.#mergeMetadata(this.#ownMessage(current) as { metadata?: Metadata }, event);
      }
      const message = current === -1 ? target : this.#messages[current]!;
      this.#fireAndForget("onNewMessage", { message });
    });
  }

  #toolCallStart(event: ToolCallStartEvent): MaybePromise<void> {
    return this.#withHook(event, "onToolCallStartEvent", {}, () => {
      const { toolCallId, toolCallName, parentMessageId } = event;
      const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
      if (!this.#runToolCallIds.includes(toolCallId)) this.#runToolCallIds.push(toolCallId);
      const existing = this.#readToolCall(toolCallId);
      if (existing) {
        const renamed = existing.function.name !== toolCallName;
        if (renamed) console.warn(`TOOL_CALL_START: tool call '${toolCallId}' renamed to '${toolCallName}'`);
        if (renamed || event.metadata !== undefined) {
          const call = this.#ownToolCall(toolCallId)!;
          call.function.name = toolCallName;
          this.#mergeMetadata(call, event);
        }
        return;
      }
      const toolCall: ToolCall = { id: toolCallId, type: "function", function: { name: toolCallName, arguments: "" } };
      this.#mergeMetadata(toolCall, event);
      this.#owned.add(toolCall);
      this.#owned.add(toolCall.function);
      const parentIndex = parentMessageId ? this.#indexOf(parentMessageId) : -1;
      const parent = parentIndex === -1 ? undefined : this.#messages[parentIndex];
      if (parent?.role === "assistant") {
        const message = this.#ownMessage(parentIndex) as AssistantMessage;
        message.toolCalls = message.toolCalls ? this.#own(message.toolCalls) : [];
        this.#owned.add(message.toolCalls);
        message.toolCalls.push(toolCall);
      } else {
        if (parent) console.warn(`TOOL_CALL_START: parentMessageId '${parentMessageId}' is not an assistant message`);
        const created: AssistantMessage = {
          id: parent || !parentMessageId ? toolCallId : parentMessageId,
          role: "assistant",
          toolCalls: [toolCall],
          ...(subagentRunId != null && { subagentRunId }),
        } as AssistantMessage;
        this.#owned.add(created.toolCalls!);
        this.#push(created);
      }
      if (parent?.role === "assistant") this.#owners().set(toolCallId, parent.id);
    });
  }

  #toolCallArgs(event: ToolCallArgsEvent): MaybePromise<void> {
    const target = this.#readToolCall(event.toolCallId);
    if (!target) {
      console.warn(`TOOL_CALL_ARGS: No tool call found with ID '${event.toolCallId}'`);
      return;
    }
    return chain(
      this.#runHooks("onToolCallArgsEvent", () => ({
        event,
        toolCallBuffer: target.function.arguments,
        toolCallName: target.function.name,
        partialToolCallArgs: parsePartialJson(target.function.arguments) ?? {},
      })),
      (stopped) => {
        if (stopped) return;
        const call = this.#ownToolCall(event.toolCallId);
        if (!call) return;
        call.function.arguments += event.delta;
        this.#mergeMetadata(call, event);
      },
    );
  }

  #toolCallEnd(event: BaseEvent & { toolCallId: string }): MaybePromise<void> {
    const target = this.#readToolCall(event.toolCallId);
    if (!target) {
      console.warn(`TOOL_CALL_END: No tool call found with ID '${event.toolCallId}'`);
      return;
    }
    return chain(
      this.#runHooks("onToolCallEndEvent", () => {
        let toolCallArgs = {};
        try {
          toolCallArgs = JSON.parse(target.function.arguments);
        } catch {
          // incomplete arguments: subscribers get {}
        }
        return { event, toolCallName: target.function.name, toolCallArgs };
      }),
      (stopped) => {
        let call = this.#readToolCall(event.toolCallId) ?? target;
        if (!stopped && event.metadata !== undefined) {
          call = this.#ownToolCall(event.toolCallId) ?? call;
          this.#mergeMetadata(call, event);
        }
        this.#fireAndForget("onNewToolCall", { toolCall: call });
      },
    );
  }

  #toolCallResult(event: ToolCallResultEvent): MaybePromise<void> {
    return this.#withHook(event, "onToolCallResultEvent", {}, () => {
      const { messageId, toolCallId, content, role } = event;
      const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
      this.#answeredToolCallIds.add(toolCallId);
      const toolMessage = {
        id: messageId,
        toolCallId,
        role: role || "tool",
        content,
        ...(subagentRunId != null && { subagentRunId }),
      } as ToolMessage;
      this.#mergeMetadata(toolMessage, event);
      const ownerId = this.#owners().get(toolCallId);
      const ownerIndex = ownerId === undefined ? -1 : this.#indexOf(ownerId);
      if (ownerIndex === -1 || this.#messages[ownerIndex]!.role !== "assistant") {
        this.#push(toolMessage);
      } else {
        let at = ownerIndex + 1;
        while (at < this.#messages.length && this.#messages[at]!.role === "tool") at++;
        if (at === this.#messages.length) this.#push(toolMessage);
        else this.#insert(at, toolMessage);
      }
      this.#fireAndForget("onNewMessage", { message: toolMessage });
    });
  }

  #stateDelta(event: StateDeltaEvent): void {
    try {
      const result = jsonPatch.applyPatch(this.#state, event.delta, true, false);
      this.#setState(result.newDocument);
    } catch (error) {
      console.warn(`Failed to apply state patch: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  #messagesSnapshot(event: MessagesSnapshotEvent): void {
    const incoming = event.messages.map(withoutNullSubagent);
    const byId = new Map(incoming.map((message) => [message.id, message]));
    const owned = authoritativeActivityTypes(event);
    const hasActivity = incoming.some((message) => message.role === "activity");
    const hasReasoning = incoming.some((message) => message.role === "reasoning");
    const keepClientOnly = (message: Message) =>
      (message.role === "activity" &&
        (owned ? !owned.includes((message as ActivityMessage).activityType) : owned !== null && !hasActivity)) ||
      (message.role === "reasoning" && !hasReasoning);
    const next = this.#messages
      .filter((message) => byId.has(message.id) || keepClientOnly(message))
      .map((message) => byId.get(message.id) ?? message);
    const present = new Set(next.map((message) => message.id));
    for (const message of incoming) if (!present.has(message.id)) next.push(message);
    this.#replaceMessages(next, true);
  }

  #activitySnapshot(event: ActivitySnapshotEvent): MaybePromise<void> {
    const existingIndex = this.#indexOf(event.messageId);
    const existing = existingIndex === -1 ? undefined : this.#messages[existingIndex];
    const existingActivity = existing?.role === "activity" ? (existing as ActivityMessage) : undefined;
    const extra = { activityMessage: existingActivity, existingMessage: existing };
    return this.#withHook(event, "onActivitySnapshotEvent", extra, () => {
      const replace = event.replace ?? true;
      const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
      const created = {
        id: event.messageId,
        role: "activity",
        activityType: event.activityType,
        content: structuredClone(event.content),
        ...(subagentRunId != null && { subagentRunId }),
      } as ActivityMessage;
      const index = this.#indexOf(event.messageId);
      const current = index === -1 ? undefined : this.#messages[index];
      if (!current) {
        this.#mergeMetadata(created, event);
        this.#push(created);
        this.#fireAndForget("onNewMessage", { message: created });
      } else if (current.role === "activity") {
        const message = this.#ownMessage(index) as ActivityMessage & { subagentRunId?: string };
        if (replace) {
          message.activityType = event.activityType;
          message.content = structuredClone(event.content);
          if (subagentRunId != null) message.subagentRunId = subagentRunId;
          else delete message.subagentRunId;
        }
        this.#mergeMetadata(message, event);
      } else if (replace) {
        this.#mergeMetadata(created, event);
        this.#ownArray()[index] = created;
        this.#owned.add(created);
        this.#fireAndForget("onNewMessage", { message: created });
      } else {
        this.#messagesChanged = true;
      }
    });
  }

  #activityDelta(event: ActivityDeltaEvent): MaybePromise<void> {
    const index = this.#indexOf(event.messageId);
    if (index === -1) return;
    const existing = this.#messages[index]!;
    if (existing.role !== "activity") {
      console.warn(`ACTIVITY_DELTA: Message '${event.messageId}' is not an activity message`);
      return;
    }
    return this.#withHook(event, "onActivityDeltaEvent", { activityMessage: existing }, () => {
      const current = this.#indexOf(event.messageId);
      if (current === -1) return;
      try {
        const base = structuredClone((this.#messages[current] as ActivityMessage).content ?? {});
        const patched = jsonPatch.applyPatch(base, event.patch ?? [], true, false).newDocument;
        const message = this.#ownMessage(current) as ActivityMessage;
        this.#mergeMetadata(message, event);
        message.content = structuredClone(patched);
        message.activityType = event.activityType;
      } catch (error) {
        console.warn(`Failed to apply activity patch for '${event.messageId}': ${String(error)}`);
      }
    });
  }

  #runStarted(event: RunStartedEvent): MaybePromise<void> {
    return chain(this.#runHooks("onRunStartedEvent", () => ({ event })), (stopped) => {
      this.#runToolCallIds = [];
      this.#answeredToolCallIds = new Set();
      if (stopped || !event.input?.messages) return;
      for (const raw of event.input.messages) {
        const message = withoutNullSubagent(raw);
        if (this.#indexOf(message.id) === -1) this.#push(message);
      }
      this.#messagesChanged = true;
    });
  }

  #runFinished(event: RunFinishedEvent): MaybePromise<void> {
    const outcome = event.outcome;
    const params: Hooked =
      outcome?.type === "interrupt"
        ? { event, outcome: "interrupt", interrupts: outcome.interrupts }
        : outcome?.type === "cancelled"
          ? { event, outcome: "cancelled" }
          : { event, outcome: "success", result: event.result, pendingToolCallIds: this.pendingToolCallIds(event) };
    return chain(this.#runHooks("onRunFinishedEvent", () => params), (stopped) => {
      if (stopped) return;
      this.#agent.pendingInterrupts =
        outcome?.type === "interrupt" ? outcome.interrupts.map((interrupt: Interrupt) => withoutNullSubagent(interrupt)) : [];
    });
  }

  /**
   * The tool calls a successful RUN_FINISHED leaves for the client: the producer's list when it
   * named one, else every call this run started that got no result.
   */
  pendingToolCallIds(event: RunFinishedEvent): string[] {
    const named = event.outcome?.type === "success" ? event.outcome.pendingToolCallIds : undefined;
    if (named !== undefined && named.length > 0) return [...named];
    return this.#runToolCallIds.filter((id) => !this.#answeredToolCallIds.has(id));
  }

  #encryptedValue(event: ReasoningEncryptedValueEvent): void {
    if (event.subtype === "tool-call") {
      if (!this.#readToolCall(event.entityId)) return;
      const call = this.#ownToolCall(event.entityId)!;
      call.encryptedValue = event.encryptedValue;
      return;
    }
    const index = this.#indexOf(event.entityId);
    if (index === -1 || this.#messages[index]!.role === "activity") return;
    (this.#ownMessage(index) as { encryptedValue?: string }).encryptedValue = event.encryptedValue;
  }
}

const HOOK_BY_TYPE: Partial<Record<string, HookName>> = {
  [EventType.RAW]: "onRawEvent",
  [EventType.CUSTOM]: "onCustomEvent",
  [EventType.RUN_ERROR]: "onRunErrorEvent",
  [EventType.STEP_STARTED]: "onStepStartedEvent",
  [EventType.STEP_FINISHED]: "onStepFinishedEvent",
  [EventType.REASONING_START]: "onReasoningStartEvent",
  [EventType.REASONING_END]: "onReasoningEndEvent",
  [EventType.SUBAGENT_STARTED]: "onSubagentStartedEvent",
  [EventType.SUBAGENT_FINISHED]: "onSubagentFinishedEvent",
  [EventType.SUBAGENT_ERROR]: "onSubagentErrorEvent",
};
