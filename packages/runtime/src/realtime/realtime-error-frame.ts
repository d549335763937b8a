import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { ThreadBusyError, ThreadNotFoundError } from "../runner/runner-errors.js";
import type { RealtimeServerFrame } from "./realtime-frames.js";

/**
 * The one place where errors become realtime `error` frames, with the code and status they have
 * over HTTP. Anything untyped is `internal_error` (500) without details.
 */
export function toErrorFrame(error: unknown, id: string | undefined): RealtimeServerFrame {
  const ids = id === undefined ? {} : { id };
  if (WingmanHttpError.isInstance(error)) {
    const retryAfter = Number(error.headers?.["Retry-After"]);
    return {
      type: "error",
      ...ids,
      error: error.code,
      message: error.message,
      status: error.status,
      ...(Number.isFinite(retryAfter) && { retryAfter }),
    };
  }
  if (ThreadBusyError.isInstance(error)) return { type: "error", ...ids, error: "thread_busy", message: error.message, status: 409 };
  if (ThreadNotFoundError.isInstance(error)) {
    return { type: "error", ...ids, error: "thread_not_found", message: `Thread '${error.threadId}' not found`, status: 404 };
  }
  console.error("[wingman] realtime request failed:", error);
  return { type: "error", ...ids, error: "internal_error", message: "An internal error occurred", status: 500 };
}
