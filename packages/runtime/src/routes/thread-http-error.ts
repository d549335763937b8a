import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { StoreUnavailableError, ThreadBusyError, ThreadNotFoundError } from "../runner/runner-errors.js";

/** 404 for a thread that does not exist for this caller. */
export function threadNotFound(threadId: string): WingmanHttpError {
  return new WingmanHttpError(404, "thread_not_found", `Thread '${threadId}' not found`);
}

/**
 * Maps the runner's typed errors to HTTP (409 busy, 404 unknown, 503 store unavailable with
 * `Retry-After`); anything else is returned as is. The handler, the realtime socket and open event
 * streams all go through here.
 */
export function toThreadHttpError(error: unknown): unknown {
  if (ThreadBusyError.isInstance(error)) {
    return new WingmanHttpError(409, "thread_busy", error.message, { cause: error });
  }
  if (ThreadNotFoundError.isInstance(error)) return threadNotFound(error.threadId);
  if (StoreUnavailableError.isInstance(error)) {
    return new WingmanHttpError(503, "store_unavailable", error.message, {
      body: { retryable: true },
      headers: { "Retry-After": String(error.retryAfterSeconds) },
      cause: error,
    });
  }
  return error;
}
