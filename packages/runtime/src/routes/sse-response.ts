import { createSseEventStream } from "../sse/create-sse-event-stream.js";
import type { SseEventSource } from "../sse/sse-event-source.js";
import { SSE_RESPONSE_HEADERS } from "../sse/sse-response-headers.js";
import type { SseStreamOptions } from "../sse/sse-stream-options.js";

/** A 200 event-stream response over `source`. */
export function sseResponse(source: SseEventSource, options: SseStreamOptions): Response {
  return new Response(createSseEventStream(source, options), { status: 200, headers: SSE_RESPONSE_HEADERS });
}
