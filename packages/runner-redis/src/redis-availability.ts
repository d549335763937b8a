import { StoreUnavailableError, ThreadBusyError, ThreadNotFoundError } from "@wingman/runtime";
import type { Redis } from "ioredis";

/** Reply errors of a Redis that is up but cannot serve yet (loading its data, failing over). */
const transientReply = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;
/** ioredis' errors for a connection that is gone, cut, or too slow. */
const connectionFailure = /Connection is closed|Stream isn't writeable|Command timed out|max retries|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/i;
/** How often a Redis that stopped answering (connected, but commands time out) is probed (ms). */
const probeIntervalMs = 250;

/**
 * Whether a runner's Redis can be used now. While it is known to be away (its connection is down
 * or reconnecting, or its last command timed out and no probe has been answered since), calls
 * fail at once with `StoreUnavailableError` (503 and `Retry-After` over HTTP) instead of waiting;
 * the first connection is waited for up to `timeoutMs`. An outage is logged once, and
 * `onReconnect` listeners run when Redis is back.
 */
export class RedisAvailability {
  readonly #client: Redis;
  readonly #timeoutMs: number;
  readonly #retryAfterSeconds: number;
  readonly #reconnectListeners = new Set<() => void>();
  /** The connection was lost and has not been ready since. */
  #down = false;
  /** A command timed out on a live connection (Redis hangs) and no probe has been answered since. */
  #stalled = false;
  #closing = false;

  constructor(client: Redis, options: { readonly timeoutMs: number; readonly retryAfterSeconds: number }) {
    this.#client = client;
    this.#timeoutMs = options.timeoutMs;
    this.#retryAfterSeconds = options.retryAfterSeconds;
    client.on("error", (error: Error) => this.#markDown(error.message));
    client.on("close", () => this.#markDown("the connection closed"));
    client.on("ready", () => {
      const wasDown = this.#down;
      this.#down = false;
      if (wasDown && !this.#stalled) this.#back();
    });
  }

  /** Handles another connection's `error` events (ioredis prints them without a listener): they show in the main one's state. */
  watchErrors(connection: Redis): void {
    connection.on("error", () => undefined);
  }

  /** The runner closes its connections: their closing is no outage. */
  close(): void {
    this.#closing = true;
    this.#reconnectListeners.clear();
  }

  /** Runs `listener` each time Redis becomes reachable after an outage; returns its removal. */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  /** Throws at once when Redis is known to be away. */
  assertNotDown(): void {
    const { status } = this.#client;
    if (status === "ready" && !this.#stalled) return;
    if (this.#stalled) throw this.#unavailable("Redis does not answer");
    if (this.#down || status === "reconnecting" || status === "close" || status === "end") throw this.#unavailable(`the connection is ${status}`);
  }

  /** Resolves when a command can be sent now; rejects with `StoreUnavailableError` when not soon. */
  async whenAvailable(): Promise<void> {
    this.assertNotDown();
    const client = this.#client;
    if (client.status === "ready") return;
    // The first connection: wait for it, within the timeout.
    if (client.status === "wait") client.connect().catch(() => undefined);
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: StoreUnavailableError): void => {
        clearTimeout(timer);
        client.off("ready", onReady);
        client.off("close", onClose);
        if (error === undefined) resolve();
        else reject(error);
      };
      const onReady = (): void => settle();
      const onClose = (): void => settle(this.#unavailable("the connection closed"));
      const timer = setTimeout(() => settle(this.#unavailable(`no connection within ${this.#timeoutMs} ms`)), this.#timeoutMs);
      client.once("ready", onReady);
      client.once("close", onClose);
    });
  }

  /** `error` as a `StoreUnavailableError` when it is about reaching Redis; any other error as is. */
  toStoreError(error: unknown): unknown {
    if (StoreUnavailableError.isInstance(error) || ThreadBusyError.isInstance(error) || ThreadNotFoundError.isInstance(error)) return error;
    const message = error instanceof Error ? error.message : String(error);
    const isReply = (error as { name?: unknown } | null)?.name === "ReplyError";
    if (isReply ? !transientReply.test(message) : !connectionFailure.test(message) && this.#client.status === "ready") return error;
    if (message.includes("Command timed out")) this.#markStalled();
    return this.#unavailable(message, error);
  }

  #markDown(reason: string): void {
    if (this.#closing) return;
    if (!this.#down && !this.#stalled) console.error(`[wingman] RedisAgentRunner: lost Redis (${reason}); requests answer 503 until it is back`);
    this.#down = true;
  }

  /** Redis hangs: calls fail at once until it answers a probe again. */
  #markStalled(): void {
    if (this.#stalled || this.#closing) return;
    if (!this.#down) console.error("[wingman] RedisAgentRunner: Redis does not answer in time; requests answer 503 until it does");
    this.#stalled = true;
    const probe = (): void => {
      if (this.#closing) return;
      this.#client.ping().then(
        () => {
          this.#stalled = false;
          if (!this.#down) this.#back();
        },
        () => setTimeout(probe, probeIntervalMs).unref(),
      );
    };
    probe();
  }

  #back(): void {
    if (this.#closing) return;
    console.info("[wingman] RedisAgentRunner: Redis is reachable again");
    for (const listener of [...this.#reconnectListeners]) listener();
  }

  /** The client sees a fixed message: hosts and ports stay in the cause and the log. */
  #unavailable(reason: string, cause?: unknown): StoreUnavailableError {
    return new StoreUnavailableError("The thread store (Redis) is unavailable; try again shortly", {
      retryAfterSeconds: this.#retryAfterSeconds,
      cause: cause ?? new Error(reason),
    });
  }
}
