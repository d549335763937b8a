import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { requestHeader, requestUrl } from "./adapter-request.js";
import { assertJsonContentType, parseJsonBytes, parseJsonText, readBodyBytes } from "./read-request-body.js";
import type { RouteInfo, RouteName } from "./route.js";

interface EnvelopeMethod {
  readonly params: readonly string[];
  readonly body: boolean;
}

const METHODS: Readonly<Record<RouteName, EnvelopeMethod>> = {
  info: { params: [], body: false },
  "inspector/metadata": { params: [], body: false },
  transcribe: { params: [], body: true },
  "agent/run": { params: ["agentId"], body: true },
  "agent/connect": { params: ["agentId"], body: true },
  "agent/suggest": { params: ["agentId"], body: true },
  "agent/stop": { params: ["agentId", "threadId"], body: false },
  "threads/list": { params: [], body: false },
  "threads/get": { params: ["threadId"], body: false },
  "threads/messages": { params: ["threadId"], body: false },
  "threads/state": { params: ["threadId"], body: false },
  "threads/branches": { params: ["threadId"], body: false },
  "threads/switch-branch": { params: ["threadId"], body: true },
  "threads/update": { params: ["threadId"], body: true },
  "threads/archive": { params: ["threadId"], body: false },
  "threads/delete": { params: ["threadId"], body: false },
};

/** True for a `method` the single-route envelope knows. */
export function isEnvelopeMethod(method: unknown): method is RouteName {
  return typeof method === "string" && Object.hasOwn(METHODS, method);
}

/** A single-route request, unpacked. */
export interface Envelope {
  readonly route: RouteInfo;
  /** The envelope's `body` (a JSON string is parsed). */
  readonly body: unknown;
  /** Every string `param`, for routes that take query parameters (`threads/list`). */
  readonly query: URLSearchParams;
}

function invalid(status: number, message: string, headers?: Record<string, string>): WingmanHttpError {
  return new WingmanHttpError(status, "invalid_request", message, headers ? { headers } : {});
}

/**
 * Reads a single-route request `POST {base}` with `{method, params?, body?}`, checking in order:
 * path, method (405), content type (415), size (413), JSON (400), `method` known, required params
 * non-blank strings, body present where needed.
 */
export async function readEnvelope(request: Request, basePath: string | undefined, maxBytes: number): Promise<Envelope> {
  const { pathname } = requestUrl(request);
  if (basePath && !pathname.startsWith(basePath.replace(/\/+$/, "") || "/")) {
    throw new WingmanHttpError(404, "Not found", `No route for ${pathname}`, { messageInBody: false });
  }
  if (request.method !== "POST") {
    throw new WingmanHttpError(405, "Method not allowed", "The single-route endpoint accepts POST only", {
      headers: { Allow: "POST" },
      messageInBody: false,
    });
  }
  assertJsonContentType(requestHeader(request, "content-type"), "Single-route endpoint expects JSON payloads", "invalid_request");
  const bytes = await readBodyBytes(request, maxBytes);
  let envelope: unknown;
  try {
    envelope = parseJsonBytes(bytes);
  } catch {
    // Unparsable or nested too deeply.
    throw invalid(400, "Invalid JSON payload");
  }
  if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope)) throw invalid(400, "Invalid JSON payload");
  const { method, params, body } = envelope as Record<string, unknown>;
  if (typeof method !== "string" || method === "") throw invalid(400, "Missing method field");
  if (!isEnvelopeMethod(method)) throw invalid(400, `Unsupported method '${method}'`);
  const name = method as RouteName;
  const spec = METHODS[name];
  const given = typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {};
  const routeParams: Record<string, string> = {};
  for (const key of spec.params) {
    const value = given[key];
    if (typeof value !== "string" || value.trim() === "") throw invalid(400, `Missing or invalid parameter '${key}'`);
    routeParams[key] = value;
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(given)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") query.set(key, String(value));
  }
  if (spec.body && (body === undefined || body === null)) throw invalid(400, "Missing request body for JSON handler");
  return {
    route: { name, params: routeParams },
    body: typeof body === "string" && spec.body ? parseJsonText(body) : body,
    query,
  };
}
