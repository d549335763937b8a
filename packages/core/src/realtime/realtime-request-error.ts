const realtimeRequestErrorMarker = Symbol.for("wingman.error.realtime-request");

/**
 * The runtime refused or failed a realtime request: `code` and `status` are those the same failure
 * has over HTTP (`thread_busy` 409, `thread_not_found` 404, `unauthorized` 401, …).
 */
export class RealtimeRequestError extends Error {
  readonly [realtimeRequestErrorMarker] = true;
  override readonly name = "RealtimeRequestError";

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** Works across duplicate copies of this package. */
  static isInstance(error: unknown): error is RealtimeRequestError {
    return typeof error === "object" && error !== null && realtimeRequestErrorMarker in error;
  }
}
