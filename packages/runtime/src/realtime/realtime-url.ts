/**
 * Where clients open the realtime socket: `path` when it is a full `ws(s)://` URL, else that path
 * (default `{base}/ws`) on the origin of `request`, with `http(s)` turned into `ws(s)`.
 *
 * @example
 * realtimeUrl(new Request("https://app.test/api/copilotkit/info"), undefined, "/api/copilotkit");
 * // "wss://app.test/api/copilotkit/ws"
 */
export function realtimeUrl(request: Request, path: string | undefined, base: string): string {
  if (path !== undefined && /^wss?:\/\//i.test(path)) return path;
  const url = new URL(request.url);
  const protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const pathname = path ?? `${base.replace(/\/+$/, "")}/ws`;
  return `${protocol}//${url.host}${pathname.startsWith("/") ? pathname : `/${pathname}`}`;
}
