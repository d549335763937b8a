/**
 * An ordered set of subscribers notified in isolation: a subscriber that throws or rejects is
 * logged and never keeps the others from being called.
 */
export class SubscriberSet<T extends object> {
  readonly #subscribers = new Set<T>();

  add(subscriber: T): { unsubscribe(): void } {
    this.#subscribers.add(subscriber);
    return { unsubscribe: () => void this.#subscribers.delete(subscriber) };
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** Calls `call` for each subscriber of the current snapshot; errors are logged under `label`. */
  notify(call: (subscriber: T) => unknown, label: string): void {
    for (const subscriber of [...this.#subscribers]) {
      try {
        const result = call(subscriber);
        if (result && typeof (result as Promise<unknown>).catch === "function") {
          (result as Promise<unknown>).catch((error: unknown) => console.error(label, error));
        }
      } catch (error) {
        console.error(label, error);
      }
    }
  }
}
