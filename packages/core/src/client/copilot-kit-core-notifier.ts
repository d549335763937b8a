import type { CopilotKitCoreErrorCode } from "./copilot-kit-core-error-code.js";
import type { CopilotKitCoreSubscriberOf, CopilotKitCoreSubscription } from "./copilot-kit-core-subscriber-contract.js";
import { SubscriberSet } from "./subscriber-set.js";

type EventName = keyof CopilotKitCoreSubscriberOf<unknown>;
type Payload<K extends EventName> = Omit<Parameters<NonNullable<CopilotKitCoreSubscriberOf<unknown>[K]>>[0], "copilotkit">;

/**
 * The subscribers of a core (`Core`: the `CopilotKitCore` that owns it) and how they are told
 * about changes: in isolation (a throwing or rejecting subscriber is logged and never stops the
 * others), each event carrying the core as `copilotkit`. Errors go to `onError`, or to the console when nobody listens.
 */
export class CopilotKitCoreNotifier<Core> {
  readonly #subscribers = new SubscriberSet<CopilotKitCoreSubscriberOf<Core>>();
  readonly #copilotkit: Core;

  constructor(copilotkit: Core) {
    this.#copilotkit = copilotkit;
  }

  subscribe(subscriber: CopilotKitCoreSubscriberOf<Core>): CopilotKitCoreSubscription {
    return this.#subscribers.add(subscriber);
  }

  emit<K extends EventName>(name: K, payload: Payload<K>): void {
    const copilotkit = this.#copilotkit;
    this.#subscribers.notify(
      (subscriber) => (subscriber[name] as ((event: unknown) => unknown) | undefined)?.call(subscriber, { copilotkit, ...payload }),
      `Subscriber ${name} error:`,
    );
  }

  emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void {
    if (this.#subscribers.size === 0) console.error(`[wingman] ${code}:`, error);
    this.emit("onError", { error, code, context });
  }
}
