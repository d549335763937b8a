import type { Request as ExpressRequest, RequestHandler } from "express";
import { createCopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { serveNodeRequest } from "../node/serve-node-request.js";

/** The body a parser such as `express.json()` already read, rebuilt; undefined while the stream is unread. */
function parsedBody(req: ExpressRequest): BodyInit | undefined {
  const consumed = req.readableEnded || (req as { _body?: boolean })._body === true;
  if (!consumed) return undefined;
  const body: unknown = req.body;
  // Read by something that kept nothing: what is left is an empty body.
  if (body === undefined || body === null) return "";
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return JSON.stringify(body);
}

function isUnder(path: string, base: string): boolean {
  return base === "" || path === base || path.startsWith(`${base}/`);
}

/**
 * Express middleware serving the runtime. Mount it with `app.use(...)`; requests outside
 * `basePath` go to the next middleware. A body already parsed by `express.json()` (or `raw`/`text`)
 * is rebuilt, so parser order does not matter. Only a translation: routing, CORS, limits and
 * errors are the handler's.
 *
 * @example
 * app.use(createCopilotExpressHandler({ runtime, basePath: "/api/copilotkit" }));
 */
export function createCopilotExpressHandler(options: CopilotRuntimeHandlerOptions): RequestHandler {
  const handler = createCopilotRuntimeHandler(options);
  const base = (options.basePath ?? "").replace(/\/+$/, "");
  return (req, res, next) => {
    const path = req.originalUrl.split("?", 1)[0] ?? "/";
    if (!isUnder(path, base)) {
      next();
      return;
    }
    const body = parsedBody(req);
    // The handler sees the full path, whatever the mount point.
    void serveNodeRequest(handler, req, res, { url: req.originalUrl, ...(body === undefined ? {} : { body }) });
  };
}
