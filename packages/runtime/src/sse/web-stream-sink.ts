import type { SseSink } from "./sse-sink.js";

const encoder = new TextEncoder();

/**
 * An event stream's sink on a Web stream's controller: frames are enqueued as UTF-8 and the
 * stream's own queue, `capacity` bytes, tells the pump when to wait for the next pull. A class
 * rather than an object literal with getters, for the reason `NodeResponseSink` gives.
 */
export class WebStreamSink implements SseSink {
  readonly #controller: ReadableStreamDefaultController<Uint8Array>;
  readonly #capacity: number;

  constructor(controller: ReadableStreamDefaultController<Uint8Array>, capacity: number) {
    this.#controller = controller;
    this.#capacity = capacity;
  }

  get desiredSize(): number {
    return this.#controller.desiredSize ?? 0;
  }

  get queuedBytes(): number {
    return Math.max(0, this.#capacity - (this.#controller.desiredSize ?? 0));
  }

  write(frames: string): void {
    this.#controller.enqueue(encoder.encode(frames));
  }

  close(): void {
    this.#controller.close();
  }
}
