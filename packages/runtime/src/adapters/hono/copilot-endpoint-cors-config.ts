import type { Context } from "hono";
import type { CorsOptions } from "../../handler/cors-options.js";

/**
 * CopilotKit's CORS settings for its endpoints: the allowed origin(s) (a string, a list, or a
 * function of the request's `Origin`) and whether credentials are allowed. The function's second
 * parameter is never given (the handler is framework-free), hence optional: code that reads it is
 * a type error rather than a crash.
 */
export interface CopilotEndpointCorsConfig {
  /** The allowed origin: a string sent as is, a list matched against `Origin`, or a function of it. */
  readonly origin: string | readonly string[] | ((origin: string, context?: Context) => string | null | undefined);
  /** Sends `Access-Control-Allow-Credentials: true`. Default: false. */
  readonly credentials?: boolean;
}

/** The handler's CORS options for CopilotKit's settings (`true`/`false` pass through). */
export function toCorsOptions(config: CopilotEndpointCorsConfig | boolean | undefined): CorsOptions | boolean | undefined {
  if (config === undefined || typeof config === "boolean") return config;
  return { origin: config.origin, ...(config.credentials !== undefined && { credentials: config.credentials }) };
}
