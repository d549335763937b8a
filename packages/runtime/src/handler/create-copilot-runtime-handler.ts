import { renderErrorResponse } from "../errors/render-error-response.js";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { RequestRejection } from "../middleware/request-rejection.js";
import { runAfterRequestMiddleware } from "../middleware/run-after-request-middleware.js";
import { runBeforeRequestMiddleware } from "../middleware/run-before-request-middleware.js";
import { wasReported } from "../middleware/report-middleware-error.js";
import { PUBLIC_ROUTES, ROUTE_FAILURE_CODES, ROUTE_HANDLERS } from "../routes/route-handlers.js";
import { toThreadHttpError } from "../routes/thread-http-error.js";
import type { RouteContext } from "../routes/route-context.js";
import type { RuntimeHooks } from "../runtime/runtime-hooks.js";
import type { CopilotRuntimeHandlerOptions } from "./copilot-runtime-handler-options.js";
import type { CorsOptions } from "./cors-options.js";
import { preflightResponse, withCorsHeaders } from "./cors.js";
import { matchRoute } from "./match-route.js";
import { isEnvelopeMethod, readEnvelope } from "./read-envelope.js";
import { adapterRequestInfo, requestUrl, standardRequest } from "./adapter-request.js";
import { isJsonContentType, readJsonBody } from "./read-request-body.js";
import type { RouteInfo } from "./route.js";
import type { Span } from "@opentelemetry/api";
import { hashOwnerId } from "../telemetry/hash-owner-id.js";
import { TELEMETRY_ATTRIBUTES } from "../telemetry/telemetry-attributes.js";
import { traceRequest } from "../telemetry/trace-request.js";
import { handleHealthProbe } from "../health/handle-health-probe.js";
import { matchHealthProbe } from "../health/match-health-probe.js";

/** How much of an unmatched JSON POST is read to recognise a misdirected single-route envelope. */
const ENVELOPE_PROBE_BYTES = 64 * 1024;

/** A Web-standard request handler: `(Request) => Promise<Response>`. */
export type CopilotRuntimeHandler = (request: Request) => Promise<Response>;

interface Routed {
  readonly route: RouteInfo;
  readonly query: URLSearchParams;
  /** Present in single-route mode: the envelope's body. */
  readonly envelopeBody?: { readonly value: unknown };
}

/**
 * The one request handler of a runtime: routing (multi-route or single-route), validation, limits,
 * identity, CORS, hooks and error bodies are all decided here; the Node, Hono and Express adapters
 * only translate requests and responses. Errors are JSON `{error, message}`; a 500 never carries
 * internal details.
 *
 * @example
 * const handler = createCopilotRuntimeHandler({ runtime, basePath: "/api/copilotkit" });
 * export default { fetch: handler }; // any Web-standard server
 */
export function createCopilotRuntimeHandler(options: CopilotRuntimeHandlerOptions): CopilotRuntimeHandler {
  const { runtime, basePath } = options;
  const mode = options.mode ?? "multi-route";
  const cors: CorsOptions | undefined = options.cors === true ? {} : options.cors || undefined;
  const sse = options.sse ?? {};
  const hookChain: readonly RuntimeHooks[] = [runtime.hooks, options.hooks ?? {}];
  // A response that CORS, a hook or the after-request middleware may read or rebuild from its body must carry a real stream.
  const mayWriteDirectSse =
    !cors && runtime.afterRequestMiddleware === undefined && hookChain.every((hooks) => hooks.onResponse === undefined);

  /** Answers given on the before-middleware's behalf: the after-middleware does not observe them. */
  const refusedByBeforeMiddleware = new WeakSet<Response>();

  /** Synchronous in multi-route mode unless the path is unknown: a promise hop fewer per request. */
  function route(request: Request): Routed | Promise<Routed> {
    if (mode === "single-route") return routeEnvelope(request);
    const url = requestUrl(request);
    const match = matchRoute(request.method, url.pathname, basePath);
    if (match.kind === "not-found") {
      return notFound(request, url.pathname).then((error) => {
        throw error;
      });
    }
    if (match.kind === "method-not-allowed") {
      throw new WingmanHttpError(405, "Method not allowed", `${request.method} is not allowed here`, {
        headers: { Allow: match.allow.join(", ") },
        messageInBody: false,
      });
    }
    return { route: match.route, query: url.searchParams };
  }

  async function routeEnvelope(request: Request): Promise<Routed> {
    const envelope = await readEnvelope(request, basePath, runtime.limits.maxBodyBytes);
    return { route: envelope.route, query: envelope.query, envelopeBody: { value: envelope.body } };
  }

  /** A 404, telling apart a client that speaks single-route to this multi-route runtime. */
  async function notFound(request: Request, pathname: string): Promise<WingmanHttpError> {
    if (request.method === "POST" && isJsonContentType(request.headers.get("content-type"))) {
      // The request is answered 404 either way, so its body may be consumed here.
      const body = await readJsonBody(request, ENVELOPE_PROBE_BYTES).catch(() => undefined);
      if (typeof body === "object" && body !== null && isEnvelopeMethod((body as { method?: unknown }).method)) {
        return new WingmanHttpError(404, "Not found", "This runtime serves multi-route requests; use the REST routes", {
          body: { code: "single_route_envelope_against_multi_route_runtime" },
        });
      }
    }
    return new WingmanHttpError(404, "Not found", `No route for ${pathname}`, { messageInBody: false });
  }

  async function dispatch(request: Request, routed: Routed, ownerId: string, original: Request): Promise<Response> {
    const { envelopeBody } = routed;
    const context: RouteContext = {
      request,
      route: routed.route,
      runtime,
      mode,
      ownerId,
      query: routed.query,
      sse,
      directSse: mayWriteDirectSse && adapterRequestInfo(original)?.acceptsDirectSse === true,
      fromEnvelope: envelopeBody !== undefined,
      readJson: envelopeBody
        ? async () => envelopeBody.value
        : () => readJsonBody(request, runtime.limits.maxBodyBytes),
    };
    return ROUTE_HANDLERS[routed.route.name](context);
  }

  async function handleError(error: unknown, request: Request, routeInfo: RouteInfo | undefined): Promise<Response> {
    if (WingmanHttpError.isInstance(error)) return renderErrorResponse(error);
    let handled = false;
    for (const hooks of hookChain) {
      if (!hooks.onError) continue;
      handled = true;
      try {
        const replacement = await hooks.onError({ request: standardRequest(request), route: routeInfo, error });
        if (replacement instanceof Response) return replacement;
      } catch {
        // A failing error hook must not turn one failure into two; the generic 500 follows.
      }
    }
    if (!handled && !wasReported(error)) console.error("[wingman] request failed:", error);
    return renderErrorResponse(error, routeInfo ? ROUTE_FAILURE_CODES[routeInfo.name] : undefined);
  }

  async function respond(original: Request, span: Span): Promise<Response> {
    if (cors && original.method === "OPTIONS") return preflightResponse(original, cors);
    let request = original;
    let routeInfo: RouteInfo | undefined;
    let response: Response;
    try {
      // Absent hooks and middleware are skipped rather than awaited: each `await` is a promise hop, and
      // with the synchronous routing they were 1–2 % of a one-delta run's server CPU (bench/results/2026-12-06-request-hops.md).
      let answer: Response | undefined;
      for (const hooks of hookChain) {
        if (!hooks.onRequest) continue;
        const replaced = await hooks.onRequest({ request: standardRequest(request) });
        if (replaced instanceof Response) answer = replaced;
        if (answer !== undefined) break;
        if (replaced instanceof Request) request = replaced;
      }
      if (answer === undefined) {
        if (runtime.beforeRequestMiddleware) request = await runBeforeRequestMiddleware(runtime, request);
        const routing = route(request);
        const routed = routing instanceof Promise ? await routing : routing;
        routeInfo = routed.route;
        const ownerId = PUBLIC_ROUTES.has(routed.route.name) ? undefined : await runtime.identifyUser(request);
        if (span.isRecording()) await describeRequestSpan(span, routed.route, ownerId);
        for (const hooks of hookChain) {
          if (!hooks.onBeforeHandler) continue;
          const replaced = await hooks.onBeforeHandler({ request: standardRequest(request), route: routed.route, ownerId });
          if (replaced instanceof Response) answer = replaced;
          if (answer !== undefined) break;
          if (replaced instanceof Request) request = replaced;
        }
        answer ??= await dispatch(request, routed, ownerId ?? "", original);
      }
      response = answer;
    } catch (caught) {
      // The runner's typed errors (busy, not found, store unavailable) answer as their HTTP errors.
      const error = toThreadHttpError(caught);
      // The middleware's own answer is sent as it is: no hooks, only CORS.
      response = error instanceof RequestRejection ? error.response : await handleError(error, request, routeInfo);
      if (!WingmanHttpError.isInstance(error)) {
        const finished = finish(response, original);
        // A request the before-middleware refused or failed on never reaches the after-middleware (as with CopilotKit).
        if (error instanceof RequestRejection || wasReported(error)) refusedByBeforeMiddleware.add(finished);
        return finished;
      }
    }
    try {
      for (const hooks of hookChain) {
        if (!hooks.onResponse) continue;
        const replaced = await hooks.onResponse({ request: standardRequest(request), route: routeInfo, response });
        if (replaced instanceof Response) response = replaced;
      }
    } catch (error) {
      response = await handleError(toThreadHttpError(error), request, routeInfo);
    }
    return finish(response, original);
  }

  return async function handleCopilotRuntimeRequest(original: Request): Promise<Response> {
    // Probes come from load balancers and orchestrators every few seconds: no identity, no hooks or
    // middleware (auth lives there), no span.
    const probe = matchHealthProbe(original.method, requestUrl(original).pathname, basePath);
    if (probe !== undefined) return finish(await handleHealthProbe(probe, runtime), original);
    return traceRequest(runtime.telemetry, original, async (span) => {
      const response = await respond(original, span);
      if (!refusedByBeforeMiddleware.has(response)) runAfterRequestMiddleware(runtime, original, response);
      return response;
    });
  };

  function finish(response: Response, original: Request): Response {
    const answer = cors ? withCorsHeaders(response, original, cors) : response;
    return original.method === "HEAD" ? withoutBody(answer) : answer;
  }
}

/** Names the request's span after its route and tags it with the ids the route names (owner hashed). */
async function describeRequestSpan(span: Span, route: RouteInfo, ownerId: string | undefined): Promise<void> {
  span.updateName(`wingman ${route.name}`);
  span.setAttribute(TELEMETRY_ATTRIBUTES.route, route.name);
  const { agentId, threadId } = route.params;
  if (agentId !== undefined) span.setAttribute(TELEMETRY_ATTRIBUTES.agentId, agentId);
  if (threadId !== undefined) span.setAttribute(TELEMETRY_ATTRIBUTES.threadId, threadId);
  if (ownerId !== undefined) span.setAttribute(TELEMETRY_ATTRIBUTES.ownerHash, await hashOwnerId(ownerId));
}

/** A HEAD answer: the GET answer's status and headers, its body dropped (and released). */
function withoutBody(response: Response): Response {
  if (response.body === null) return response;
  void response.body.cancel().catch(() => undefined);
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
