import type { SseEventSource } from "./sse-event-source.js";
import { SseEventPump } from "./sse-event-pump.js";
import type { SseStreamOptions } from "./sse-stream-options.js";
import { WebStreamSink } from "./web-stream-sink.js";

/**
 * Turns runner events into an event-stream body: `id: <seq>\ndata: <json>\n\n` frames as UTF-8,
 * batched per tick, with a `: ping` heartbeat on idle streams and bounded buffering for slow
 * readers. Cancelling the body (the client left) only unsubscribes; the run goes on.
 */
export function createSseEventStream(source: SseEventSource, options?: SseStreamOptions): ReadableStream<Uint8Array> {
  return webStreamOf(new SseEventPump(source, options));
}

/** A Web stream pulling from `pump`: its queue holds up to the pump's capacity in bytes. */
export function webStreamOf(pump: SseEventPump): ReadableStream<Uint8Array> {
  const capacity = pump.queueCapacity;
  return new ReadableStream<Uint8Array>(
    {
      start: (controller) => pump.start(new WebStreamSink(controller, capacity)),
      pull: () => pump.pull(),
      cancel: () => pump.cancel(),
    },
    { highWaterMark: capacity, size: (chunk) => chunk.byteLength },
  );
}
