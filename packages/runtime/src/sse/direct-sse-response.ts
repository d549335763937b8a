import type { SseEventSource } from "./sse-event-source.js";
import { SSE_RESPONSE_HEADERS } from "./sse-response-headers.js";
import type { SseStreamOptions } from "./sse-stream-options.js";

/** An event stream for the server adapter to write itself. */
export interface DirectSse {
  readonly source: SseEventSource;
  readonly options: SseStreamOptions;
  /** The response's headers, for the adapter to write as they are rather than read them back from `Headers`. */
  readonly headers: Readonly<Record<string, string>>;
}

const directStreams = new WeakMap<Response, DirectSse>();

/**
 * A 200 event-stream response without a body, whose frames the server adapter that built the
 * request writes straight to its socket (`takeDirectSse`). For requests from such an adapter only,
 * when nothing else (CORS, an `onResponse` hook) sees the response: a Web stream costs ~30 µs to
 * create and a copy into bytes per chunk, a large part of a short run.
 */
export function directSseResponse(source: SseEventSource, options: SseStreamOptions): Response {
  const response = new Response(null, { status: 200, headers: SSE_RESPONSE_HEADERS });
  directStreams.set(response, { source, options, headers: SSE_RESPONSE_HEADERS });
  return response;
}

/** The event stream the adapter must write for `response`, once. */
export function takeDirectSse(response: Response): DirectSse | undefined {
  const direct = directStreams.get(response);
  if (direct !== undefined) directStreams.delete(response);
  return direct;
}
