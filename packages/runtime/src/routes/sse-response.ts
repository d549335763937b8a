import { createSseEventStream } from "../sse/create-sse-event-stream.js";
import { directSseResponse } from "../sse/direct-sse-response.js";
import type { SseEventSource } from "../sse/sse-event-source.js";
import { SSE_RESPONSE_HEADERS } from "../sse/sse-response-headers.js";
import type { RuntimeTelemetry } from "../telemetry/runtime-telemetry.js";
import type { RouteContext } from "./route-context.js";

/**
 * A 200 event-stream response over `source`: a Web stream body, or written by the server adapter.
 * A resumable stream is handed off (ended with a reconnect hint) when the runtime drains.
 */
export function sseResponse(source: SseEventSource, context: Pick<RouteContext, "sse" | "directSse" | "runtime">): Response {
  // A stream the client can resume from the log is handed off when the runtime drains; one that
  // is stored nowhere (suggestions) runs to its end instead.
  // Every field written, in one order: spreading sources of different shapes made a dictionary-mode
  // object (a slow property definition per request, and missed inline caches where the pump reads
  // it for every event). Typed so that a field added to `SseEventSource` must be passed on here.
  const stream: { readonly [K in keyof Required<SseEventSource>]: SseEventSource[K] } = {
    events: source.events,
    resume: source.resume,
    endAfterTerminalEvent: source.endAfterTerminalEvent,
    after: source.after,
    withoutIds: source.withoutIds,
    onOverflow: source.onOverflow,
    onWritten: streamMetrics(context.runtime.telemetry),
    handOffs: source.resume !== undefined ? context.runtime.lifecycle : undefined,
  };
  if (context.directSse) return directSseResponse(stream, context.sse);
  return new Response(createSseEventStream(stream, context.sse), { status: 200, headers: SSE_RESPONSE_HEADERS });
}

/** Counts streamed events and samples stream lag once per written batch, never per event. */
function streamMetrics(telemetry: RuntimeTelemetry): NonNullable<SseEventSource["onWritten"]> {
  return (events, oldestWaitMs) => {
    telemetry.eventsStreamed.add(events);
    telemetry.streamLag.record(oldestWaitMs);
  };
}
