import type { IncomingMessage, ServerResponse } from "node:http";
import { createCopilotRuntimeHandler } from "../../handler/create-copilot-runtime-handler.js";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { serveNodeRequest } from "./serve-node-request.js";

/** A `node:http` request listener. */
export type CopilotNodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a runtime from Node's `http` (or `https`) server. It only translates: routing, CORS,
 * limits and errors are the handler's.
 *
 * @example
 * import { createServer } from "node:http";
 * createServer(createCopilotNodeListener({ runtime, basePath: "/api/copilotkit" })).listen(3000);
 */
export function createCopilotNodeListener(options: CopilotRuntimeHandlerOptions): CopilotNodeListener {
  const handler = createCopilotRuntimeHandler(options);
  return (req, res) => {
    void serveNodeRequest(handler, req, res);
  };
}
