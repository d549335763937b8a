import type { RouteInfo } from "../handler/route.js";

type MaybePromise<T> = T | Promise<T>;

/**
 * Hooks around every request, in this order: `onRequest` (before routing), then — once the route is
 * known and the caller identified (`identifyUser`) — `onBeforeHandler`, then `onResponse` (before
 * CORS headers). A hook may replace the request by returning one, answer at once by returning a
 * `Response` (its own 429, say: the answer still passes through `onResponse` and CORS), or answer
 * by throwing a `WingmanHttpError`. `onError` sees unexpected errors and may return the response to
 * send instead of the generic 500.
 *
 * @example
 * // An app's own policy, per user and route, before the runtime's per-owner limits apply:
 * hooks: {
 *   onBeforeHandler: ({ route, ownerId }) =>
 *     route.name === "agent/run" && quotaExhausted(ownerId)
 *       ? Response.json({ error: "quota_exhausted", message: "Upgrade your plan" }, { status: 429, headers: { "Retry-After": "3600" } })
 *       : undefined,
 * }
 */
export interface RuntimeHooks {
  onRequest?(context: { readonly request: Request }): MaybePromise<Request | Response | void>;
  onBeforeHandler?(context: {
    readonly request: Request;
    readonly route: RouteInfo;
    /** The caller as `identifyUser` resolved it (`"anonymous"` without it); undefined on the public routes (`info`). */
    readonly ownerId: string | undefined;
  }): MaybePromise<Request | Response | void>;
  onResponse?(context: {
    readonly request: Request;
    readonly route: RouteInfo | undefined;
    readonly response: Response;
  }): MaybePromise<Response | void>;
  onError?(context: {
    readonly request: Request;
    readonly route: RouteInfo | undefined;
    readonly error: unknown;
  }): MaybePromise<Response | void>;
}
