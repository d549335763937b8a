import { logger } from "@wingman/shared";

/** Errors already written to the log here, so that the handler's generic failure log skips them. */
const reported = new WeakSet<object>();

/**
 * Logs a request middleware's failure as CopilotKit's runtime does, one structured object and a
 * fixed message (`logger.error({ err, url, path }, "Error running before request middleware")`),
 * so that an app's log filters and alerts written for theirs keep matching.
 */
export function reportMiddlewareError(which: "before" | "after", error: unknown, request: Request): void {
  const url = request.url;
  logger.error({ err: error, url, path: new URL(url).pathname }, `Error running ${which} request middleware`);
  if (typeof error === "object" && error !== null) reported.add(error);
}

/** True when {@link reportMiddlewareError} already logged this error. */
export function wasReported(error: unknown): boolean {
  return typeof error === "object" && error !== null && reported.has(error);
}
