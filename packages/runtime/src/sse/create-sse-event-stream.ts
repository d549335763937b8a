import type { SseEventSource } from "./sse-event-source.js";
import { SseEventPump } from "./sse-event-pump.js";
import type { SseStreamOptions } from "./sse-stream-options.js";

/**
 * Turns runner events into an event-stream body: `id: <seq>\ndata: <json>\n\n` frames as UTF-8,
 * batched per tick, with a `: ping` heartbeat on idle streams and bounded buffering for slow
 * readers. Cancelling the body (the client left) only unsubscribes; the run goes on.
 */
export function createSseEventStream(source: SseEventSource, options?: SseStreamOptions): ReadableStream<Uint8Array> {
  const pump = new SseEventPump(source, options);
  return new ReadableStream(pump, pump.queuingStrategy);
}
