import { backoffDelay } from "@wingman/shared/internal";
import pg, { type ClientConfig } from "pg";

/** Pauses before reconnecting the listening connection: jittered, ceiling 50 ms doubling up to 1 s. */
const reconnectBackoff = { baseMs: 50, maxMs: 1_000 };

/**
 * One `LISTEN` connection per runner: every notice on `channel` goes to `onNotice`. When the
 * connection drops (a database restart), it reconnects with backoff and calls `onReconnect`, since
 * notices sent meanwhile are lost: listeners re-read what they follow.
 */
export class NoticeChannel {
  readonly #config: ClientConfig;
  readonly #channel: string;
  readonly #onNotice: (payload: string) => void;
  readonly #onReconnect: () => void;
  #client: pg.Client | undefined;
  #listening: Promise<void> | undefined;
  #failedReconnects = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(config: ClientConfig, channel: string, onNotice: (payload: string) => void, onReconnect: () => void) {
    this.#config = config;
    this.#channel = channel;
    this.#onNotice = onNotice;
    this.#onReconnect = onReconnect;
  }

  /** Resolves once notices are received (connecting first if needed); rejects when that fails now. */
  listening(): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("PostgresAgentRunner: the runner is closed"));
    this.#listening ??= this.#connect().catch((error: unknown) => {
      this.#listening = undefined;
      throw error;
    });
    return this.#listening;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client(this.#config);
    client.on("notification", (message) => {
      if (message.channel === this.#channel) this.#onNotice(message.payload ?? "");
    });
    // A dropped connection ('error' then 'end', or 'end' alone): listen again on a new one.
    let lost = false;
    const onLost = (): void => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = undefined;
      this.#listening = undefined;
      this.#scheduleReconnect();
    };
    client.on("error", onLost);
    try {
      await client.connect();
      await client.query(`LISTEN "${this.#channel}"`);
    } catch (error) {
      client.removeListener("error", onLost);
      client.on("error", () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on("end", onLost);
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#failedReconnects = 0;
  }

  #scheduleReconnect(): void {
    if (this.#closed) return;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.listening().then(
        () => this.#onReconnect(),
        () => {
          this.#failedReconnects++;
          this.#scheduleReconnect();
        },
      );
    }, backoffDelay(this.#failedReconnects, reconnectBackoff));
    this.#retry.unref();
  }
}
