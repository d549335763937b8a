import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type TextMapGetter } from "@opentelemetry/api";
import { requestHeader } from "../handler/adapter-request.js";
import { isObservedSpan } from "./is-observed-span.js";
import type { RuntimeTelemetry } from "./runtime-telemetry.js";

// The request itself is the carrier, not its `headers`: a light adapter request builds `Headers` on
// first read (~7 µs), which the API's no-op propagator never asks for and W3C's asks two of.
const requestGetter: TextMapGetter<Request> = {
  get: (request, key) => requestHeader(request, key.toLowerCase()) ?? undefined,
  keys: (request) => [...request.headers.keys()],
};

/**
 * Runs `handle` inside a server span for one HTTP request, continuing the caller's trace
 * (`traceparent`/`tracestate`, read by the globally installed propagator). The span ends when the
 * response is ready, before an event stream's body is sent: a run outlives its request and has
 * its own `wingman.run` span under this one.
 */
export async function traceRequest(
  telemetry: RuntimeTelemetry,
  request: Request,
  handle: (span: Span) => Promise<Response>,
): Promise<Response> {
  const parent = propagation.extract(context.active(), request, requestGetter);
  const span = telemetry.tracer.startSpan(
    `HTTP ${request.method}`,
    { kind: SpanKind.SERVER, attributes: { "http.request.method": request.method } },
    parent,
  );
  // The no-op span (no SDK): the request needs no context of its own.
  if (!isObservedSpan(span)) return handle(span);
  try {
    const response = await context.with(trace.setSpan(parent, span), () => handle(span));
    span.setAttribute("http.response.status_code", response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
