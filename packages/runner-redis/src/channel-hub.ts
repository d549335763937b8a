import type { Redis } from "ioredis";

type Listener = (message: string) => void;

/**
 * One subscriber connection shared by every listener of a runner: channels are subscribed while
 * someone listens to them, and each message goes to that channel's listeners. The channels
 * listened to are subscribed again each time the connection is (re)established, so listeners
 * survive a Redis outage or restart.
 */
export class ChannelHub {
  readonly #connection: Redis;
  readonly #timeoutMs: number;
  readonly #listeners = new Map<string, Set<Listener>>();

  /** `timeoutMs`: how long `listen` waits for a connection that is not ready. */
  constructor(connection: Redis, timeoutMs: number) {
    this.#connection = connection;
    this.#timeoutMs = timeoutMs;
    connection.on("message", (channel: string, message: string) => {
      for (const listener of this.#listeners.get(channel) ?? []) listener(message);
    });
    connection.on("ready", () => {
      const channels = [...this.#listeners.keys()];
      if (channels.length > 0) connection.subscribe(...channels).catch(() => undefined);
    });
  }

  /**
   * Listens to a channel; resolves once the subscription is active (messages from then on arrive).
   * Rejects when Redis cannot be reached in time; the listener stays, and is subscribed once it can.
   */
  async listen(channel: string, listener: Listener): Promise<void> {
    let listeners = this.#listeners.get(channel);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(listener);
    await this.#ready();
    await this.#connection.subscribe(channel);
  }

  unlisten(channel: string, listener: Listener): void {
    const listeners = this.#listeners.get(channel);
    if (listeners === undefined) return;
    listeners.delete(listener);
    if (listeners.size > 0) return;
    this.#listeners.delete(channel);
    if (this.#connection.status === "ready") this.#connection.unsubscribe(channel).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#connection.quit().catch(() => this.#connection.disconnect());
  }

  /** Resolves when the connection is ready, rejects when it is not within the timeout. */
  #ready(): Promise<void> {
    const connection = this.#connection;
    if (connection.status === "ready") return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onReady = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        connection.off("ready", onReady);
        reject(new Error(`Redis subscriber connection not ready within ${this.#timeoutMs} ms`));
      }, this.#timeoutMs);
      connection.once("ready", onReady);
    });
  }
}
