import type { ServerResponse } from "node:http";
import type { SseSink } from "../../sse/sse-sink.js";

/**
 * An event stream's sink on a Node response: the socket's buffer plays the part of a queue. Once a
 * write finds it full the pump waits for `drained()` (Node's `drain`, which it only emits after
 * such a write, so fullness is taken from the write, not from the buffer's length).
 *
 * A class, not an object literal with getters: V8 makes such a literal a dictionary-mode object
 * whose accessor pairs it allocates in old space, so everything the getter closures reach (the
 * response, the pump, the run's events) survived young-generation GCs until the next full one.
 * That cost ~17 µs of GC per short request (`bench/results/2026-12-05-hidden-class-retention.md`).
 */
export class NodeResponseSink implements SseSink {
  readonly #res: ServerResponse;
  readonly #beforeWrite: () => void;
  readonly #afterClose: () => void;
  #full = false;

  constructor(res: ServerResponse, beforeWrite: () => void, afterClose: () => void) {
    this.#res = res;
    this.#beforeWrite = beforeWrite;
    this.#afterClose = afterClose;
  }

  get desiredSize(): number {
    return this.#full || this.#res.destroyed ? 0 : 1;
  }

  get queuedBytes(): number {
    return this.#res.writableLength;
  }

  /** The socket emptied its buffer: frames may be written again. */
  drained(): void {
    this.#full = false;
  }

  write(frames: string): void {
    this.#beforeWrite();
    if (!this.#res.destroyed) this.#full = !this.#res.write(frames);
  }

  close(): void {
    this.#res.end();
    this.#afterClose();
  }
}
