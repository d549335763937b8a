import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { toThreadHttpError } from "../routes/thread-http-error.js";
import type { RealtimeServerFrame } from "./realtime-frames.js";

/**
 * The one place where errors become realtime `error` frames, with the code and status they have
 * over HTTP (the runner's typed errors mapped as the handler maps them; `Retry-After` as
 * `retryAfter`). Anything untyped is `internal_error` (500) without details.
 */
export function toErrorFrame(error: unknown, id: string | undefined): RealtimeServerFrame {
  const ids = id === undefined ? {} : { id };
  const mapped = toThreadHttpError(error);
  if (WingmanHttpError.isInstance(mapped)) {
    const retryAfter = Number(mapped.headers?.["Retry-After"]);
    return {
      type: "error",
      ...ids,
      error: mapped.code,
      message: mapped.message,
      status: mapped.status,
      ...(Number.isFinite(retryAfter) && { retryAfter }),
    };
  }
  console.error("[wingman] realtime request failed:", error);
  return { type: "error", ...ids, error: "internal_error", message: "An internal error occurred", status: 500 };
}
