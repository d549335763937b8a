import type { IncomingMessage, ServerResponse } from "node:http";
import type { CopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import { readDeclaredBody } from "./read-declared-body.js";
import { createNodeRequest } from "./node-request.js";
import { drainRequest } from "./node-request-body.js";
import { writeNodeResponse } from "./write-node-response.js";

/**
 * Runs one Node request through the handler and writes its response. `body` replaces the request
 * stream when a framework has read it already; `url` replaces a `req.url` rewritten for a mount.
 */
export async function serveNodeRequest(
  handler: CopilotRuntimeHandler,
  req: IncomingMessage,
  res: ServerResponse,
  overrides: { readonly body?: BodyInit; readonly url?: string } = {},
): Promise<void> {
  let request: Request;
  try {
    const body = overrides.body ?? (await readDeclaredBody(req));
    request = createNodeRequest(req, res, body === undefined ? overrides : { ...overrides, body });
  } catch {
    // An unparsable URL or Host header: nothing to route.
    res.writeHead(400, { "Content-Type": "application/json; charset=utf-8" }).end(
      JSON.stringify({ error: "invalid_request", message: "Malformed request" }),
    );
    drainRequest(req);
    return;
  }
  try {
    const response = await handler(request);
    // A body the handler did not read (refused early, or not needed) must not wedge the connection.
    drainRequest(req);
    await writeNodeResponse(response, res);
  } catch {
    // The handler renders its own errors; this only catches a broken socket or a bug.
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ error: "internal_error", message: "An internal error occurred" }));
    } else res.destroy();
  }
}
