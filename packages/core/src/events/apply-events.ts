import type { AbstractAgent, AgentStateMutation, AgentSubscriber } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { Observable } from "rxjs";
import { EventReducer } from "./event-reducer.js";
import type { Scheduler } from "../async/scheduler.js";

/** The agent, run input and subscribers a stream of AG-UI events is applied to. */
export interface ApplyEventsOptions {
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
  readonly subscribers: readonly AgentSubscriber[];
  /** When `onMessagesChanged`/`onStateChanged` fire: at most once per scheduled tick, and at the end. */
  readonly scheduler: Scheduler;
  /**
   * The agent's subscribers now: those added after the run started (a component mounted
   * mid-run) are told about messages and state changes too.
   */
  readonly currentSubscribers?: () => readonly AgentSubscriber[];
}

/**
 * A drop-in for `AbstractAgent.apply`: applies the events with the O(delta) {@link EventReducer},
 * writing `agent.messages`/`agent.state` directly, and batches the `onMessagesChanged` /
 * `onStateChanged` notifications through the scheduler. Emits one empty mutation at the end (the base class awaits a last value); it flushes pending
 * notifications before it completes or errors, so subscribers always see the final state before
 * `onRunFinalized`.
 */
export function applyEventsIncrementally(
  events$: Observable<BaseEvent>,
  options: ApplyEventsOptions,
): Observable<AgentStateMutation> {
  const { agent, input, subscribers, scheduler } = options;
  return new Observable<AgentStateMutation>((observer) => {
    let messagesDirty = false;
    let stateDirty = false;
    let cancelTick: (() => void) | undefined;
    let scheduled = false;
    let tail: Promise<void> | undefined;
    let closed = false;

    const notify = (name: "onMessagesChanged" | "onStateChanged") => {
      const late = options.currentSubscribers?.().filter((subscriber) => !subscribers.includes(subscriber)) ?? [];
      for (const subscriber of late.length > 0 ? [...subscribers, ...late] : subscribers) {
        const hook = subscriber[name];
        if (typeof hook !== "function") continue;
        try {
          const result = hook.call(subscriber, { messages: agent.messages, state: agent.state, agent, input });
          if (result && typeof (result as Promise<void>).catch === "function") {
            (result as Promise<void>).catch((error: unknown) => console.error("Subscriber error:", error));
          }
        } catch (error) {
          console.error("Subscriber error:", error);
        }
      }
    };

    const flush = () => {
      cancelTick?.();
      cancelTick = undefined;
      scheduled = false;
      const messages = messagesDirty;
      const state = stateDirty;
      messagesDirty = false;
      stateDirty = false;
      reducer.markPublished();
      if (messages) notify("onMessagesChanged");
      if (state) notify("onStateChanged");
    };

    const reducer = new EventReducer({
      agent,
      input,
      subscribers,
      onChange: (change) => {
        messagesDirty ||= change.messages;
        stateDirty ||= change.state;
        if (scheduled) return;
        scheduled = true;
        let ran = false;
        const cancel = scheduler(() => {
          ran = true;
          scheduled = false;
          cancelTick = undefined;
          if (!closed) flush();
        });
        if (!ran) cancelTick = cancel;
      },
    });

    const fail = (error: unknown) => {
      if (closed) return;
      flush();
      closed = true;
      observer.error(error);
    };

    const applyOne = (event: BaseEvent): Promise<void> | undefined => {
      const result = reducer.apply(event);
      return result instanceof Promise ? result : undefined;
    };

    const subscription = events$.subscribe({
      next: (event) => {
        if (closed) return;
        if (tail) {
          const next: Promise<void> = tail.then(() => applyOne(event));
          tail = next;
          next.then(() => {
            if (tail === next) tail = undefined;
          }, fail);
          return;
        }
        try {
          const pending = applyOne(event);
          if (pending) {
            tail = pending;
            pending.then(() => {
              if (tail === pending) tail = undefined;
            }, fail);
          }
        } catch (error) {
          fail(error);
        }
      },
      error: (error: unknown) => {
        if (tail) tail.then(() => fail(error), fail);
        else fail(error);
      },
      complete: () => {
        const done = () => {
          if (closed) return;
          flush();
          closed = true;
          // AbstractAgent awaits the last value of this stream: always give it one (an empty mutation).
          observer.next({});
          observer.complete();
        };
        if (tail) tail.then(done, fail);
        else done();
      },
    });

    return () => {
      closed = true;
      cancelTick?.();
      subscription.unsubscribe();
    };
  });
}
