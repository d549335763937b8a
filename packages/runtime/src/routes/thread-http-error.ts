import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { ThreadBusyError, ThreadNotFoundError } from "../runner/runner-errors.js";

/** 404 for a thread that does not exist for this caller. */
export function threadNotFound(threadId: string): WingmanHttpError {
  return new WingmanHttpError(404, "thread_not_found", `Thread '${threadId}' not found`);
}

/** Maps the runner's typed errors to HTTP (409 busy, 404 unknown); anything else is returned as is. */
export function toThreadHttpError(error: unknown): unknown {
  if (ThreadBusyError.isInstance(error)) {
    return new WingmanHttpError(409, "thread_busy", error.message, { cause: error });
  }
  if (ThreadNotFoundError.isInstance(error)) return threadNotFound(error.threadId);
  return error;
}
