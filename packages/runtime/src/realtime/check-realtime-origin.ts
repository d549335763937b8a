import { WingmanHttpError } from "../errors/wingman-http-error.js";

/**
 * Refuses (403) an upgrade from a web page of another origin: browsers send cookies with
 * WebSocket upgrades whatever the page, and CORS does not apply to them, so without this check any
 * site could open a socket with the user's session. Requests without an `Origin` (non-browser
 * clients) pass; so do pages of the runtime's own origin (the `Host` header) and `allowedOrigins`.
 */
export function checkRealtimeOrigin(request: Request, allowedOrigins: readonly string[] | "*"): void {
  const origin = request.headers.get("origin");
  if (origin === null || allowedOrigins === "*") return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new WingmanHttpError(403, "forbidden_origin", "The request's origin is not allowed");
  }
  if (host === request.headers.get("host") || allowedOrigins.includes(origin)) return;
  throw new WingmanHttpError(403, "forbidden_origin", `Origin '${origin}' may not open the realtime socket`);
}
