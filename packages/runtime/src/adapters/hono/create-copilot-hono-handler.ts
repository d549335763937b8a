import { Hono } from "hono";
import { createCopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";

/**
 * A Hono app serving the runtime under `basePath` (everything when absent). Hono passes the
 * original `Request` through, so this adapter is only a mount: routing, CORS, limits and errors
 * are the handler's.
 *
 * @example
 * const app = new Hono();
 * app.route("/", createCopilotHonoHandler({ runtime, basePath: "/api/copilotkit" }));
 */
export function createCopilotHonoHandler(options: CopilotRuntimeHandlerOptions): Hono {
  const handler = createCopilotRuntimeHandler(options);
  const base = (options.basePath ?? "").replace(/\/+$/, "");
  const app = new Hono();
  const serve = (context: { req: { raw: Request } }): Promise<Response> => handler(context.req.raw);
  if (base === "") app.all("*", serve);
  else app.all(base, serve).all(`${base}/*`, serve);
  return app;
}
