import type { RouteInfo } from "../handler/route.js";

type MaybePromise<T> = T | Promise<T>;

/**
 * Hooks around every request, in this order: `onRequest` (before routing), `onBeforeHandler`
 * (after routing, not on 404/405), `onResponse` (before CORS headers). A hook may replace the
 * request or response by returning one, or answer by throwing a `WingmanHttpError`. `onError`
 * sees unexpected errors and may return the response to send instead of the generic 500.
 */
export interface RuntimeHooks {
  onRequest?(context: { readonly request: Request }): MaybePromise<Request | void>;
  onBeforeHandler?(context: { readonly request: Request; readonly route: RouteInfo }): MaybePromise<Request | void>;
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
