import type { Hono } from "hono";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { toCorsOptions, type CopilotEndpointCorsConfig } from "./copilot-endpoint-cors-config.js";
import { createCopilotHonoHandler } from "./create-copilot-hono-handler.js";

/** Options of CopilotKit's endpoint factories: theirs (`runtime`, `basePath`, `cors`) plus the handler's. */
export interface CopilotEndpointParams extends Omit<CopilotRuntimeHandlerOptions, "cors" | "mode" | "basePath"> {
  /** Where the endpoint is mounted, e.g. `"/api/copilotkit"`. */
  readonly basePath: string;
  /** CORS stays off unless given (CopilotKit allows every origin by default: pass `true` for that). */
  readonly cors?: CopilotEndpointCorsConfig | boolean;
}

/**
 * CopilotKit's name for the multi-route Hono endpoint: {@link createCopilotHonoHandler} under
 * `basePath`, with CopilotKit's CORS settings.
 *
 * @example
 * const app = createCopilotEndpoint({ runtime, basePath: "/api/copilotkit" });
 * export default app;
 */
export function createCopilotEndpoint(params: CopilotEndpointParams): Hono {
  return createCopilotHonoHandler({ ...params, mode: "multi-route", cors: toCorsOptions(params.cors) });
}

/**
 * CopilotKit's name for the single-route Hono endpoint: `POST {basePath}` with
 * `{method, params, body}`, served by {@link createCopilotHonoHandler}.
 */
export function createCopilotEndpointSingleRoute(params: CopilotEndpointParams): Hono {
  return createCopilotHonoHandler({ ...params, mode: "single-route", cors: toCorsOptions(params.cors) });
}
