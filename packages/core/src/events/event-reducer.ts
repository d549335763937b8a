import type { AbstractAgent, AgentSubscriber } from "@ag-ui/client";
import {
  EventType,
  type ActivityDeltaEvent,
  type ActivitySnapshotEvent,
  type BaseEvent,
  type MessagesSnapshotEvent,
  type ReasoningEncryptedValueEvent,
  type RunAgentInput,
  type RunFinishedEvent,
  type RunStartedEvent,
  type StateDeltaEvent,
  type StateSnapshotEvent,
  type TextMessageContentEvent,
  type TextMessageStartEvent,
  type ToolCallArgsEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
} from "@ag-ui/core";
import { applyActivityDelta, applyActivitySnapshot } from "./apply-activity-events.js";
import { applyEncryptedValue } from "./apply-encrypted-value.js";
import { applyRunFinished, applyRunStarted, pendingToolCallIds } from "./apply-run-events.js";
import { applyMessagesSnapshot, applyStateDelta } from "./apply-snapshot-events.js";
import { applyTextMessageContent, applyTextMessageEnd, applyTextMessageStart } from "./apply-text-message-events.js";
import { applyToolCallArgs, applyToolCallEnd, applyToolCallResult, applyToolCallStart } from "./apply-tool-call-events.js";
import { chain, type MaybePromise } from "../async/maybe-promise.js";
import { ReducerContext } from "./reducer-context.js";
import type { HookName } from "./subscriber-hooks.js";

/** The agent, run input and subscribers an event reducer applies events for, and whom it tells about changes. */
export interface EventReducerOptions {
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
  /** The run's subscriber snapshot; per-event hooks are called in order and may return mutations. */
  readonly subscribers: readonly AgentSubscriber[];
  /** Called after every event that changed messages or state; the caller decides when to notify. */
  readonly onChange: (change: { messages: boolean; state: boolean }) => void;
}

/** Events that change nothing here: only their subscriber hook runs. */
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

/**
 * Applies AG-UI events to an agent's messages and state in place, in O(delta) per event: messages
 * are found through an id index, and an object is copied at most once between two publications
 * (copy-on-write per notification window), so a published snapshot never changes afterwards while
 * unchanged messages keep their identity. Produces the same messages and state as
 * `@ag-ui/client`'s `defaultApplyEvents`, which clones the whole list on every event.
 *
 * The handlers of each event family live in `apply-*-events.ts`; the message list in
 * `MessageStore`, the subscribers' hooks in `SubscriberHooks`.
 */
export class EventReducer {
  readonly #context: ReducerContext;
  readonly #onChange: EventReducerOptions["onChange"];

  constructor(options: EventReducerOptions) {
    this.#context = new ReducerContext(options.agent, options.input, options.subscribers);
    this.#onChange = options.onChange;
  }

  /** Marks everything applied so far as published: later writes copy before changing it. */
  markPublished(): void {
    this.#context.store.markPublished();
  }

  /** Applies one event; returns a promise only when a subscriber hook returned one. */
  apply(event: BaseEvent): MaybePromise<void> {
    const context = this.#context;
    context.beginEvent();
    const result = chain(context.hooks.run("onEvent", () => ({ event })), (stopped) =>
      stopped ? undefined : this.#dispatch(event),
    );
    return chain(result, () => this.#reportChange());
  }

  /**
   * The tool calls a successful RUN_FINISHED leaves for the client: the producer's list when it
   * named one, else every call this run started that got no result.
   */
  pendingToolCallIds(event: RunFinishedEvent): string[] {
    return pendingToolCallIds(this.#context, event);
  }

  #reportChange(): void {
    const messages = this.#context.store.changed;
    const state = this.#context.stateChanged;
    if (messages || state) this.#onChange({ messages, state });
  }

  #dispatch(event: BaseEvent): MaybePromise<void> {
    const context = this.#context;
    switch (event.type) {
      case EventType.TEXT_MESSAGE_START:
        return applyTextMessageStart(context, event as TextMessageStartEvent, "onTextMessageStartEvent", "assistant");
      case EventType.REASONING_MESSAGE_START:
        return applyTextMessageStart(context, event as TextMessageStartEvent, "onReasoningMessageStartEvent", "reasoning");
      case EventType.TEXT_MESSAGE_CONTENT:
        return applyTextMessageContent(context, event as TextMessageContentEvent, "onTextMessageContentEvent", "textMessageBuffer");
      case EventType.REASONING_MESSAGE_CONTENT:
        return applyTextMessageContent(context, event as TextMessageContentEvent, "onReasoningMessageContentEvent", "reasoningMessageBuffer");
      case EventType.TEXT_MESSAGE_END:
        return applyTextMessageEnd(context, event as TextMessageContentEvent, "onTextMessageEndEvent", "textMessageBuffer");
      case EventType.REASONING_MESSAGE_END:
        return applyTextMessageEnd(context, event as TextMessageContentEvent, "onReasoningMessageEndEvent", "reasoningMessageBuffer");
      case EventType.TOOL_CALL_START:
        return applyToolCallStart(context, event as ToolCallStartEvent);
      case EventType.TOOL_CALL_ARGS:
        return applyToolCallArgs(context, event as ToolCallArgsEvent);
      case EventType.TOOL_CALL_END:
        return applyToolCallEnd(context, event as ToolCallArgsEvent);
      case EventType.TOOL_CALL_RESULT:
        return applyToolCallResult(context, event as ToolCallResultEvent);
      case EventType.STATE_SNAPSHOT:
        return context.withHook(event, "onStateSnapshotEvent", {}, () => context.setState((event as StateSnapshotEvent).snapshot));
      case EventType.STATE_DELTA:
        return context.withHook(event, "onStateDeltaEvent", {}, () => applyStateDelta(context, event as StateDeltaEvent));
      case EventType.MESSAGES_SNAPSHOT:
        return context.withHook(event, "onMessagesSnapshotEvent", {}, () => applyMessagesSnapshot(context, event as MessagesSnapshotEvent));
      case EventType.ACTIVITY_SNAPSHOT:
        return applyActivitySnapshot(context, event as ActivitySnapshotEvent);
      case EventType.ACTIVITY_DELTA:
        return applyActivityDelta(context, event as ActivityDeltaEvent);
      case EventType.RUN_STARTED:
        return applyRunStarted(context, event as RunStartedEvent);
      case EventType.RUN_FINISHED:
        return applyRunFinished(context, event as RunFinishedEvent);
      case EventType.REASONING_ENCRYPTED_VALUE:
        return context.withHook(event, "onReasoningEncryptedValueEvent", {}, () =>
          applyEncryptedValue(context, event as ReasoningEncryptedValueEvent),
        );
      case EventType.TEXT_MESSAGE_CHUNK:
      case EventType.TOOL_CALL_CHUNK:
      case EventType.REASONING_MESSAGE_CHUNK:
        throw new Error(`${event.type} must be transformed before being applied`);
      default: {
        const hook = HOOK_BY_TYPE[event.type];
        return hook ? chain(context.hooks.run(hook, () => ({ event })), () => undefined) : undefined;
      }
    }
  }
}
