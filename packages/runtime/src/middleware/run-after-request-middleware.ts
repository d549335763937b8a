import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { readResponseMessages } from "./read-response-messages.js";

/**
 * Hands a copy of `response` to the runtime's `afterRequestMiddleware` once its body has been
 * produced, without delaying or changing the response itself. The body is teed: the copy is read
 * as fast as the server produces it and kept in memory until the middleware has run, so with this
 * middleware a slow client no longer slows the stream down for the copy (its own side still
 * buffers what it has not read). Errors of the middleware are logged.
 */
export function runAfterRequestMiddleware(runtime: CopilotRuntime, request: Request, response: Response): void {
  const middleware = runtime.afterRequestMiddleware;
  if (!middleware) return;
  const copy = response.clone();
  const path = new URL(request.url).pathname;
  void (async () => {
    const bytes = new Uint8Array(await copy.arrayBuffer());
    const { messages, threadId, runId } = await readResponseMessages(new Blob([bytes]).stream(), copy.headers.get("content-type"));
    // An empty body is null: statuses such as 204 may not carry one.
    const observed = new Response(bytes.byteLength === 0 ? null : bytes, {
      status: copy.status,
      statusText: copy.statusText,
      headers: copy.headers,
    });
    await middleware({ runtime, response: observed, path, messages, ...(threadId !== undefined && { threadId }), ...(runId !== undefined && { runId }) });
  })().catch((error: unknown) => console.error("[wingman] afterRequestMiddleware failed:", error));
}
