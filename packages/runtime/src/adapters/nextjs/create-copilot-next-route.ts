import { createCopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";

/** A Next.js App Router route handler: the request in, the response out. */
export type NextRouteHandler = (request: Request) => Promise<Response>;

/** The HTTP methods an App Router `route.ts` exports, every one served by the runtime's handler. */
export interface CopilotNextRoute {
  readonly GET: NextRouteHandler;
  readonly HEAD: NextRouteHandler;
  readonly POST: NextRouteHandler;
  readonly PUT: NextRouteHandler;
  readonly PATCH: NextRouteHandler;
  readonly DELETE: NextRouteHandler;
  readonly OPTIONS: NextRouteHandler;
}

/**
 * The runtime as the exports of a Next.js App Router `route.ts`, on the Node.js or the edge runtime.
 * App Router passes Web-standard requests, so this is only the one handler under every method name;
 * `basePath` is the route's folder (the catch-all segment below it holds the runtime's routes).
 *
 * @example
 * // app/api/copilotkit/[[...slug]]/route.ts
 * const runtime = new CopilotRuntime({ agents: { default: new BuiltInAgent({ model: "openai/gpt-4o" }) } });
 * export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = createCopilotNextRoute({ runtime, basePath: "/api/copilotkit" });
 */
export function createCopilotNextRoute(options: CopilotRuntimeHandlerOptions): CopilotNextRoute {
  const handler = createCopilotRuntimeHandler(options);
  // Next calls route handlers with (request, context); the context is not the runtime's business.
  const serve: NextRouteHandler = (request) => handler(request);
  return { GET: serve, HEAD: serve, POST: serve, PUT: serve, PATCH: serve, DELETE: serve, OPTIONS: serve };
}
