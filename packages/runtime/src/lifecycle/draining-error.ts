import { WingmanHttpError } from "../errors/wingman-http-error.js";

/** What a client refused by a draining instance is told to wait before retrying, in seconds. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 a draining runtime answers to a new run: `Retry-After` tells the client (or the load
 * balancer) to try again, by then on another instance.
 */
export function drainingError(): WingmanHttpError {
  return new WingmanHttpError(503, "draining", "This server is shutting down and takes no new runs; retry on another instance", {
    body: { retryAfter: DRAINING_RETRY_AFTER_SECONDS },
    headers: { "Retry-After": String(DRAINING_RETRY_AFTER_SECONDS) },
  });
}
