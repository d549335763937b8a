import type { Redis } from "ioredis";

type Listener = (message: string) => void;

/**
 * One subscriber connection shared by every listener of a runner: channels are subscribed while
 * someone listens to them, and each message goes to that channel's listeners.
 */
export class ChannelHub {
  readonly #connection: Redis;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(connection: Redis) {
    this.#connection = connection;
    connection.on("message", (channel: string, message: string) => {
      for (const listener of this.#listeners.get(channel) ?? []) listener(message);
    });
  }

  /** Listens to a channel; resolves once the subscription is active (messages from then on arrive). */
  async listen(channel: string, listener: Listener): Promise<void> {
    let listeners = this.#listeners.get(channel);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(listener);
    await this.#connection.subscribe(channel);
  }

  unlisten(channel: string, listener: Listener): void {
    const listeners = this.#listeners.get(channel);
    if (listeners === undefined) return;
    listeners.delete(listener);
    if (listeners.size > 0) return;
    this.#listeners.delete(channel);
    this.#connection.unsubscribe(channel).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#connection.quit().catch(() => undefined);
  }
}
