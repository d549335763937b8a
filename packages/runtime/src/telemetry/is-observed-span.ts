import { isSpanContextValid, type Span } from "@opentelemetry/api";

/**
 * False for the API's no-op span (no SDK, no traced caller): it neither records nor carries a trace
 * to propagate, so nothing needs to run inside its context or wait for its end.
 */
export function isObservedSpan(span: Span): boolean {
  return span.isRecording() || isSpanContextValid(span.spanContext());
}
