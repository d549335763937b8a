import type { RealtimeConnection } from "./realtime-connection.js";

/**
 * Writes a session's frames to its socket. A frame larger than a quarter of `maxQueuedBytes` would
 * fill the socket's budget by itself, so it goes out as `{type:"chunk", data, last}` frames (the
 * pieces of its text, in order), each sent once the previous one is written; frames sent meanwhile
 * wait behind it, in order, and count towards the budget (`queuedBytes`). `whenDrained` tells a
 * paused stream when the queue is down to half the budget again.
 */
export class RealtimeOutbox {
  readonly #connection: RealtimeConnection;
  readonly #chunkLength: number;
  readonly #lowWaterBytes: number;
  readonly #waiting: string[] = [];
  readonly #drainWaiters: Array<() => void> = [];
  #waitingLength = 0;
  #chunking = false;
  #closed = false;

  constructor(connection: RealtimeConnection, maxQueuedBytes: number) {
    this.#connection = connection;
    this.#chunkLength = Math.max(1024, Math.floor(maxQueuedBytes / 4));
    this.#lowWaterBytes = Math.floor(maxQueuedBytes / 2);
  }

  /** About the bytes not yet written: the socket's own queue and the frames waiting behind a chunked one. */
  get queuedBytes(): number {
    return this.#connection.bufferedAmount + this.#waitingLength;
  }

  send(text: string): void {
    if (this.#closed) return;
    if (!this.#chunking) {
      this.#write(text);
      return;
    }
    this.#waiting.push(text);
    this.#waitingLength += text.length;
  }

  /** Calls `callback` once, when what is queued is down to half of `maxQueuedBytes`. */
  whenDrained(callback: () => void): void {
    this.#drainWaiters.push(callback);
    if (this.queuedBytes <= this.#lowWaterBytes) queueMicrotask(this.#written);
  }

  /** Drops what waits; nothing more is written. */
  close(): void {
    this.#closed = true;
    this.#waiting.length = 0;
    this.#waitingLength = 0;
    this.#drainWaiters.length = 0;
  }

  #write(text: string): void {
    if (text.length <= this.#chunkLength) {
      this.#connection.send(text, this.#written);
      return;
    }
    this.#chunking = true;
    let offset = 0;
    const next = (): void => {
      if (this.#closed) return;
      const data = text.slice(offset, offset + this.#chunkLength);
      offset += data.length;
      const last = offset >= text.length;
      this.#connection.send(JSON.stringify({ type: "chunk", data, last }), last ? this.#chunkedFrameWritten : next);
      this.#written();
    };
    next();
  }

  readonly #chunkedFrameWritten = (): void => {
    this.#chunking = false;
    while (!this.#closed && !this.#chunking && this.#waiting.length > 0) {
      const text = this.#waiting.shift()!;
      this.#waitingLength -= text.length;
      this.#write(text);
    }
    this.#written();
  };

  /** A frame left the process: wakes the paused streams once the queue is low enough. */
  readonly #written = (): void => {
    if (this.#closed || this.#drainWaiters.length === 0 || this.queuedBytes > this.#lowWaterBytes) return;
    for (const callback of this.#drainWaiters.splice(0)) callback();
  };
}
