import { Router } from "express";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { createCopilotExpressHandler } from "./create-copilot-express-handler.js";

/** Options of CopilotKit's Express endpoint factories: theirs (`runtime`, `basePath`) plus the handler's. */
export interface CopilotExpressEndpointParams extends Omit<CopilotRuntimeHandlerOptions, "mode" | "basePath"> {
  /** Where the endpoint is mounted, e.g. `"/api/copilotkit"`. */
  readonly basePath: string;
}

function routerOf(options: CopilotRuntimeHandlerOptions): Router {
  return Router().use(createCopilotExpressHandler(options));
}

/**
 * CopilotKit's name for the multi-route Express endpoint: a `Router` around
 * {@link createCopilotExpressHandler}. CORS stays off unless `cors` is given (CopilotKit's Express
 * endpoint allows every origin by default: pass `cors: true` for that).
 *
 * @example
 * app.use(createCopilotEndpointExpress({ runtime, basePath: "/api/copilotkit" }));
 */
export function createCopilotEndpointExpress(params: CopilotExpressEndpointParams): Router {
  return routerOf({ ...params, mode: "multi-route" });
}

/** CopilotKit's name for the single-route Express endpoint: `POST {basePath}` with `{method, params, body}`. */
export function createCopilotEndpointSingleRouteExpress(params: CopilotExpressEndpointParams): Router {
  return routerOf({ ...params, mode: "single-route" });
}
