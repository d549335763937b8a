/**
 * The socket URL to open for `/info`'s `wingman.realtime.wsUrl`. The runtime announces a path
 * (relative to its own origin) unless it is configured with a public URL or trusts a proxy, so
 * that a forged `Host` header cannot send clients elsewhere: a path is resolved against the
 * runtime URL, `http(s)` becoming `ws(s)`. Against a relative runtime URL (a browser page's
 * `/api/copilotkit`) it stays relative, and the browser's `WebSocket` resolves it against the page.
 *
 * @example
 * resolveRealtimeUrl("/api/copilotkit/ws", "https://app.test/api/copilotkit"); // "wss://app.test/api/copilotkit/ws"
 */
export function resolveRealtimeUrl(wsUrl: string, runtimeUrl: string): string {
  if (/^wss?:\/\//i.test(wsUrl)) return wsUrl;
  let url: URL;
  try {
    url = new URL(wsUrl, runtimeUrl);
  } catch {
    return wsUrl;
  }
  if (url.protocol === "http:" || url.protocol === "https:") url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}
