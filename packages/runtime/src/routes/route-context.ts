import type { RouteInfo } from "../handler/route.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import type { SseStreamOptions } from "../sse/sse-stream-options.js";

/** Everything a route handler needs about one request. */
export interface RouteContext {
  readonly request: Request;
  readonly route: RouteInfo;
  readonly runtime: CopilotRuntime;
  readonly mode: "multi-route" | "single-route";
  /** The caller, resolved by `identifyUser` (`"anonymous"` without it). Empty for `info`. */
  readonly ownerId: string;
  /** Query parameters (multi-route) or the envelope's `params` (single-route). */
  readonly query: URLSearchParams;
  readonly sse: SseStreamOptions;
  /** The server adapter writes event streams itself (see `directSseResponse`). */
  readonly directSse: boolean;
  /** True when the body comes from a single-route envelope rather than the request itself. */
  readonly fromEnvelope: boolean;
  /** The JSON body: read from the request with the runtime's limits, or the envelope's `body`. */
  readJson(): Promise<unknown>;
}

export type RouteHandler = (context: RouteContext) => Promise<Response>;
