import { requestUrl } from "../handler/adapter-request.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { readResponseMessages } from "./read-response-messages.js";
import { reportMiddlewareError } from "./report-middleware-error.js";

/**
 * Hands a copy of `response` to the runtime's `afterRequestMiddleware` without delaying or
 * changing the response itself; errors of the middleware are logged.
 *
 * - A JSON (or empty) answer is handed over at once, as a clone, with no messages: nothing needs
 *   reading first, and a middleware that observes `/info` sees it by the time the client has it,
 *   as with CopilotKit.
 * - An event stream is handed over once its body has been produced, with the messages, thread and
 *   run read from it. The body is teed: the copy is read as fast as the server produces it and
 *   kept in memory until the middleware has run, so a slow client does not slow the copy down
 *   (its own side still buffers what it has not read).
 */
export function runAfterRequestMiddleware(runtime: CopilotRuntime, request: Request, response: Response): void {
  const middleware = runtime.afterRequestMiddleware;
  if (!middleware) return;
  const copy = response.clone();
  const path = requestUrl(request).pathname;
  const observe = async (): Promise<void> => {
    if (!isEventStream(copy)) {
      await middleware({ runtime, response: copy, path, messages: [] });
      return;
    }
    const bytes = new Uint8Array(await copy.arrayBuffer());
    const { messages, threadId, runId } = await readResponseMessages(new Blob([bytes]).stream(), copy.headers.get("content-type"));
    // An empty body is null: statuses such as 204 may not carry one.
    const observed = new Response(bytes.byteLength === 0 ? null : bytes, {
      status: copy.status,
      statusText: copy.statusText,
      headers: copy.headers,
    });
    await middleware({ runtime, response: observed, path, messages, ...(threadId !== undefined && { threadId }), ...(runId !== undefined && { runId }) });
  };
  observe().catch((error: unknown) => reportMiddlewareError("after", error, request));
}

function isEventStream(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
}
