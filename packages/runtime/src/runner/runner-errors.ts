const threadBusyMarker = Symbol.for("wingman.error.thread-busy");
const threadNotFoundMarker = Symbol.for("wingman.error.thread-not-found");

/** A run was asked for on a thread that already has one. The HTTP layer answers 409. */
export class ThreadBusyError extends Error {
  readonly [threadBusyMarker] = true;
  override readonly name = "ThreadBusyError";
  constructor(readonly threadId: string) {
    // Starts with CopilotKit's text, which code written for their runners may match.
    super(`Thread already running: '${threadId}' has a run in progress`);
  }
  /** Works across duplicate copies of this package. */
  static isInstance(error: unknown): error is ThreadBusyError {
    return typeof error === "object" && error !== null && threadBusyMarker in error;
  }
}

/** The thread does not exist for this owner (or belongs to another agent). The HTTP layer answers 404. */
export class ThreadNotFoundError extends Error {
  readonly [threadNotFoundMarker] = true;
  override readonly name = "ThreadNotFoundError";
  constructor(readonly threadId: string) {
    super(`Thread '${threadId}' not found`);
  }
  static isInstance(error: unknown): error is ThreadNotFoundError {
    return typeof error === "object" && error !== null && threadNotFoundMarker in error;
  }
}

const storeUnavailableMarker = Symbol.for("wingman.error.store-unavailable");

/** Options of a {@link StoreUnavailableError}. */
export interface StoreUnavailableErrorOptions {
  /** When the client may try again, in seconds (the `Retry-After` header). Default 2. */
  readonly retryAfterSeconds?: number;
  /** The store's own error (`Error.cause`), for logs. Default: none. */
  readonly cause?: unknown;
}

/**
 * The runner's store cannot be reached or does not answer in time (Redis down, SQLite locked past
 * its busy timeout, a database failing over). Any runner may throw it; the HTTP layer answers
 * `503 {error: "store_unavailable", message}` with `Retry-After`, a realtime socket an `error`
 * frame with status 503, and a stream already open ends with a `RUN_ERROR` of that code.
 *
 * @example
 * throw new StoreUnavailableError("Redis is unreachable", { retryAfterSeconds: 2, cause: error });
 */
export class StoreUnavailableError extends Error {
  readonly [storeUnavailableMarker] = true;
  override readonly name = "StoreUnavailableError";
  readonly retryAfterSeconds: number;

  constructor(message: string, options: StoreUnavailableErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds ?? 2));
  }

  static isInstance(error: unknown): error is StoreUnavailableError {
    return typeof error === "object" && error !== null && storeUnavailableMarker in error;
  }
}
