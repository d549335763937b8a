import type { ResolvedRealtimeOptions } from "./realtime-options.js";

/** The first value of a comma-separated forwarding header, trimmed; undefined when empty. */
function firstForwarded(value: string | null): string | undefined {
  const first = value?.split(",", 1)[0]?.trim();
  return first ? first : undefined;
}

/** `host` (lower-cased) when it is a bare host[:port], without path, credentials or spaces. */
function validHost(host: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  try {
    const url = new URL(`ws://${host}`);
    const bare = url.username === "" && url.password === "" && url.pathname === "/" && url.search === "" && url.hash === "";
    return bare ? host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `/info` announces as the realtime socket: `publicUrl` (or a `path` given as a full
 * `ws(s)://` URL) as is; with `trustProxy`, that path (default `{base}/ws`) on the origin named
 * by `X-Forwarded-Proto`/`X-Forwarded-Host` (else `Host`), `http(s)` turned into `ws(s)`; otherwise
 * only the path: a forged `Host` header must not point clients at another server (or poison a
 * cache of `/info`), so clients resolve it against the runtime URL they used.
 *
 * @example
 * realtimeUrl(new Request("https://app.test/api/copilotkit/info"), { path: undefined, publicUrl: undefined, trustProxy: false }, "/api/copilotkit");
 * // "/api/copilotkit/ws"
 */
export function realtimeUrl(
  request: Request,
  options: Pick<ResolvedRealtimeOptions, "path" | "publicUrl" | "trustProxy">,
  base: string,
): string {
  const { path, publicUrl, trustProxy } = options;
  if (publicUrl !== undefined) return publicUrl;
  if (path !== undefined && /^wss?:\/\//i.test(path)) return path;
  const given = path ?? `${base.replace(/\/+$/, "")}/ws`;
  const pathname = given.startsWith("/") ? given : `/${given}`;
  if (!trustProxy) return pathname;
  const url = new URL(request.url);
  const host = validHost(firstForwarded(request.headers.get("x-forwarded-host")) ?? request.headers.get("host") ?? url.host);
  if (host === undefined) return pathname;
  const proto = (firstForwarded(request.headers.get("x-forwarded-proto")) ?? url.protocol).replace(/:$/, "").toLowerCase();
  const secure = proto === "https" || proto === "wss";
  return `${secure ? "wss:" : "ws:"}//${host}${pathname}`;
}
