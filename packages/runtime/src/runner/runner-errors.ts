const threadBusyMarker = Symbol.for("wingman.error.thread-busy");
const threadNotFoundMarker = Symbol.for("wingman.error.thread-not-found");

/** A run was asked for on a thread that already has one. The HTTP layer answers 409. */
export class ThreadBusyError extends Error {
  readonly [threadBusyMarker] = true;
  override readonly name = "ThreadBusyError";
  constructor(readonly threadId: string) {
    super(`Thread '${threadId}' already has a run in progress`);
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
