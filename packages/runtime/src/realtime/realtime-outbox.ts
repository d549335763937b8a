import type { RealtimeConnection } from "./realtime-connection.js";

/**
 * Writes a session's frames to its socket. A frame larger than a quarter of `maxQueuedBytes` would
 * fill the socket's budget by itself, so it goes out as `{type:"chunk", data, last}` frames (the
 * pieces of its text, in order), each sent once the previous one is written; frames sent meanwhile
 * wait behind it, in order, and count towards the budget (`queuedBytes`).
 */
export class RealtimeOutbox {
  readonly #connection: RealtimeConnection;
  readonly #chunkLength: number;
  readonly #waiting: string[] = [];
  #waitingLength = 0;
  #chunking = false;
  #closed = false;

  constructor(connection: RealtimeConnection, maxQueuedBytes: number) {
    this.#connection = connection;
    this.#chunkLength = Math.max(1024, Math.floor(maxQueuedBytes / 4));
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

  /** Drops what waits; nothing more is written. */
  close(): void {
    this.#closed = true;
    this.#waiting.length = 0;
    this.#waitingLength = 0;
  }

  #write(text: string): void {
    if (text.length <= this.#chunkLength) {
      this.#connection.send(text);
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
  };
}
