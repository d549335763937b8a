import { requestUrl, standardRequest } from "../handler/adapter-request.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { RequestRejection } from "./request-rejection.js";
import { reportMiddlewareError } from "./report-middleware-error.js";

/**
 * Runs the runtime's `beforeRequestMiddleware`: resolves the request to go on with, or rejects
 * with a {@link RequestRejection} when the middleware answered with a `Response` (returned or
 * thrown, as CopilotKit's middleware may do either).
 */
export async function runBeforeRequestMiddleware(runtime: CopilotRuntime, request: Request): Promise<Request> {
  const middleware = runtime.beforeRequestMiddleware;
  if (!middleware) return request;
  let result: Request | Response | void;
  try {
    result = await middleware({ runtime, request: standardRequest(request), path: requestUrl(request).pathname });
  } catch (error) {
    // Logged like CopilotKit's runtime, a thrown Response included (theirs logs it too).
    reportMiddlewareError("before", error, request);
    if (error instanceof Response) throw new RequestRejection(error);
    throw error;
  }
  if (result instanceof Response) throw new RequestRejection(result);
  return result instanceof Request ? result : request;
}
