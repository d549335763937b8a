import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler } from "express";
import { createCopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { withCorsHeaders } from "../../handler/cors.js";
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "../../handler/read-request-body.js";
import { renderErrorResponse } from "../../errors/render-error-response.js";
import { WingmanHttpError } from "../../errors/wingman-http-error.js";
import { createNodeRequest } from "../node/node-request.js";
import { serveNodeRequest } from "../node/serve-node-request.js";
import { writeNodeResponse } from "../node/write-node-response.js";
import { fromBodyParserError } from "./body-parser-error.js";

/** The middleware pair to mount with `app.use(...)`: the runtime, and its answer to body-parser failures. */
export type CopilotExpressHandler = [RequestHandler, ErrorRequestHandler];

/** The body a parser such as `express.json()` already read, rebuilt; undefined while the stream is unread. */
function parsedBody(req: ExpressRequest): BodyInit | undefined {
  const consumed = req.readableEnded || (req as { _body?: boolean })._body === true;
  if (!consumed) return undefined;
  const body: unknown = req.body;
  // Read by something that kept nothing: what is left is an empty body.
  if (body === undefined || body === null) return "";
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  // Stringifying what the parser built would overflow the stack past some depth.
  if (exceedsJsonDepth(body, MAX_JSON_DEPTH)) {
    throw new WingmanHttpError(400, "Invalid request body", `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return JSON.stringify(body);
}

function isUnder(path: string, base: string): boolean {
  return base === "" || path === base || path.startsWith(`${base}/`);
}

/**
 * Express middleware serving the runtime. Mount it with `app.use(...)` (it is a pair: the
 * runtime, and an error handler answering what a body parser mounted before it refused, so that
 * such requests get the runtime's JSON errors instead of Express's HTML page); requests outside
 * `basePath` go to the next middleware. A body already parsed by `express.json()` (or
 * `raw`/`text`) is rebuilt, so parser order does not matter. Only a translation: routing, CORS,
 * limits and errors are the handler's.
 *
 * @example
 * app.use(createCopilotExpressHandler({ runtime, basePath: "/api/copilotkit" }));
 */
export function createCopilotExpressHandler(options: CopilotRuntimeHandlerOptions): CopilotExpressHandler {
  const handler = createCopilotRuntimeHandler(options);
  const base = (options.basePath ?? "").replace(/\/+$/, "");
  const cors = options.cors === true ? {} : options.cors || undefined;
  const underBase = (req: ExpressRequest) => isUnder(req.originalUrl.split("?", 1)[0] ?? "/", base);

  /** Renders a refusal the handler never saw (its body is gone), with the handler's CORS. */
  const refuse = (error: WingmanHttpError, req: ExpressRequest, res: Parameters<RequestHandler>[1]) => {
    const response = renderErrorResponse(error);
    const request = createNodeRequest(req, res, { url: req.originalUrl });
    void writeNodeResponse(cors ? withCorsHeaders(response, request, cors) : response, res);
  };

  const serve: RequestHandler = (req, res, next) => {
    if (!underBase(req)) {
      next();
      return;
    }
    let body: BodyInit | undefined;
    try {
      body = parsedBody(req);
    } catch (error) {
      next(error);
      return;
    }
    // The handler sees the full path, whatever the mount point.
    void serveNodeRequest(handler, req, res, { url: req.originalUrl, ...(body === undefined ? {} : { body }) });
  };

  const answerParserErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const failure = underBase(req) && !res.headersSent ? fromBodyParserError(error) : undefined;
    if (!failure) {
      next(error);
      return;
    }
    if ("rawBody" in failure) void serveNodeRequest(handler, req, res, { url: req.originalUrl, body: failure.rawBody });
    else refuse(failure.error, req, res);
  };

  return [serve, answerParserErrors];
}
