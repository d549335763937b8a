/**
 * The headers of every event-stream response. `X-Accel-Buffering: no` keeps nginx-style proxies
 * from holding frames back.
 */
export const SSE_RESPONSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
});
