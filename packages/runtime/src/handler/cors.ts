import { requestHeader } from "./adapter-request.js";
import type { CorsOptions } from "./cors-options.js";

const DEFAULT_ALLOW_METHODS = "GET, HEAD, PUT, POST, DELETE, PATCH, OPTIONS";

/** The `Access-Control-Allow-Origin` value for this request, or undefined for no CORS headers. */
function allowedOrigin(request: Request, cors: CorsOptions): string | undefined {
  const requestOrigin = requestHeader(request, "origin");
  const { origin } = cors;
  let value: string | undefined;
  if (origin === undefined) value = "*";
  else if (typeof origin === "string") value = origin;
  else if (typeof origin === "function") value = requestOrigin ? (origin(requestOrigin) ?? undefined) : undefined;
  else value = requestOrigin && origin.includes(requestOrigin) ? requestOrigin : undefined;
  if (value === "*" && cors.credentials) value = requestOrigin ?? undefined;
  return value;
}

/** Adds origin, credentials and expose headers to a copy of `response` (headers may be immutable). */
export function withCorsHeaders(response: Response, request: Request, cors: CorsOptions): Response {
  const origin = allowedOrigin(request, cors);
  if (origin === undefined) return response;
  const headers = new Headers(response.headers);
  headers.set("Access-Control-Allow-Origin", origin);
  if (origin !== "*") headers.append("Vary", "Origin");
  if (cors.credentials) headers.set("Access-Control-Allow-Credentials", "true");
  if (cors.exposeHeaders?.length) headers.set("Access-Control-Expose-Headers", cors.exposeHeaders.join(", "));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The 204 answer to any `OPTIONS` request when CORS is on. */
export function preflightResponse(request: Request, cors: CorsOptions): Response {
  const headers = new Headers();
  const origin = allowedOrigin(request, cors);
  if (origin !== undefined) {
    headers.set("Access-Control-Allow-Origin", origin);
    if (origin !== "*") headers.append("Vary", "Origin");
    if (cors.credentials) headers.set("Access-Control-Allow-Credentials", "true");
    if (cors.exposeHeaders?.length) headers.set("Access-Control-Expose-Headers", cors.exposeHeaders.join(", "));
    headers.set("Access-Control-Allow-Methods", cors.allowMethods?.join(", ") ?? DEFAULT_ALLOW_METHODS);
    const requested = request.headers.get("access-control-request-headers");
    headers.set("Access-Control-Allow-Headers", cors.allowHeaders?.join(", ") ?? (requested || "*"));
    if (cors.maxAge !== undefined) headers.set("Access-Control-Max-Age", String(cors.maxAge));
  }
  headers.append("Vary", "Access-Control-Request-Headers");
  headers.append("Vary", "Access-Control-Request-Method");
  return new Response(null, { status: 204, headers });
}
