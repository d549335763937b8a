import { standardRequest } from "../handler/adapter-request.js";
import type { RouteInfo } from "../handler/route.js";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";

/**
 * Runs the runtime's `onBeforeHandler` hooks for a socket request (`run`, `connect`, `stop`) with
 * the route the same request has over HTTP, so that an app's policy holds on both transports. A
 * `Response` a hook returns refuses the request: its status, `error`, `message` and `Retry-After`
 * become the error frame. A replaced request is ignored (the socket keeps its upgrade request).
 */
export async function applyRealtimePolicyHooks(
  runtime: CopilotRuntime,
  upgrade: Request,
  route: RouteInfo,
  ownerId: string,
): Promise<void> {
  const hook = runtime.hooks.onBeforeHandler;
  if (hook === undefined) return;
  const answer = await hook({ request: standardRequest(upgrade), route, ownerId });
  if (answer instanceof Response) throw await toHttpError(answer);
}

async function toHttpError(response: Response): Promise<WingmanHttpError> {
  const text = await response.text().catch(() => "");
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: the text is the message.
  }
  const code = typeof body.error === "string" ? body.error : "request_refused";
  const message = typeof body.message === "string" ? body.message : text || `Refused with status ${response.status}`;
  const retryAfter = response.headers.get("retry-after");
  return new WingmanHttpError(response.status, code, message, retryAfter === null ? {} : { headers: { "Retry-After": retryAfter } });
}
