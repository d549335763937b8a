import type { AbstractAgent, AgentStateMutation, AgentSubscriber } from "@ag-ui/client";
import type { Message, RunAgentInput, State } from "@ag-ui/core";
import { isPromise, type MaybePromise } from "../async/maybe-promise.js";

/** The name of an `AgentSubscriber` callback. */
export type HookName = keyof AgentSubscriber;
/** What a hook gets besides `messages`, `state`, `agent` and `input`. */
export type HookParams = Record<string, unknown>;

/** What hooks are called with, and where their mutations go. */
export interface SubscriberHooksHost {
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
  readonly messages: Message[];
  readonly state: State;
  /** Applies a hook's mutation; returns whether it stops propagation. */
  takeMutation(mutation: AgentStateMutation | void): boolean;
}

/**
 * The per-event hooks of a run's subscribers (`onTextMessageContentEvent`, …): called in order,
 * synchronously unless one returns a promise, each seeing the mutations of those before it. A
 * hook that no subscriber has costs one set lookup.
 */
export class SubscriberHooks {
  readonly #subscribers: readonly AgentSubscriber[];
  readonly #names: ReadonlySet<HookName>;
  readonly #host: SubscriberHooksHost;

  constructor(subscribers: readonly AgentSubscriber[], host: SubscriberHooksHost) {
    this.#subscribers = subscribers;
    this.#host = host;
    const names = new Set<HookName>();
    for (const subscriber of subscribers) {
      for (const key of Object.keys(subscriber) as HookName[]) names.add(key);
      let proto: object | null = Object.getPrototypeOf(subscriber);
      while (proto && proto !== Object.prototype) {
        for (const key of Object.getOwnPropertyNames(proto) as HookName[]) names.add(key);
        proto = Object.getPrototypeOf(proto);
      }
    }
    this.#names = names;
  }

  /** Runs one hook on every subscriber in order; resolves whether propagation was stopped. */
  run(name: HookName, params: () => HookParams): MaybePromise<boolean> {
    if (!this.#names.has(name)) return false;
    const extra = params();
    const subscribers = this.#subscribers;
    const host = this.#host;
    const step = (index: number): MaybePromise<boolean> => {
      for (let i = index; i < subscribers.length; i++) {
        const hook = subscribers[i]![name] as ((p: HookParams) => MaybePromise<AgentStateMutation | void>) | undefined;
        if (typeof hook !== "function") continue;
        let result: MaybePromise<AgentStateMutation | void>;
        try {
          result = hook.call(subscribers[i], {
            ...extra,
            messages: host.messages,
            state: host.state,
            agent: host.agent,
            input: host.input,
          });
        } catch (error) {
          console.error("Subscriber error:", error);
          continue;
        }
        if (isPromise(result)) {
          return result.then(
            (mutation) => (host.takeMutation(mutation) ? true : step(i + 1)),
            (error: unknown) => {
              console.error("Subscriber error:", error);
              return step(i + 1);
            },
          );
        }
        if (host.takeMutation(result)) return true;
      }
      return false;
    };
    return step(0);
  }

  /** Calls a notification hook on every subscriber without waiting for it (its result is ignored). */
  notify(name: "onNewMessage" | "onNewToolCall", params: HookParams): void {
    if (!this.#names.has(name)) return;
    const host = this.#host;
    for (const subscriber of this.#subscribers) {
      const hook = subscriber[name] as ((p: HookParams) => unknown) | undefined;
      if (typeof hook !== "function") continue;
      try {
        const result = hook.call(subscriber, {
          ...params,
          messages: host.messages,
          state: host.state,
          agent: host.agent,
          input: host.input,
        });
        if (isPromise(result)) result.catch((error: unknown) => console.error("Subscriber error:", error));
      } catch (error) {
        console.error("Subscriber error:", error);
      }
    }
  }
}
