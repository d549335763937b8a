const realtimeConnectionErrorMarker = Symbol.for("wingman.error.realtime-connection");

/** The realtime socket could not be (re)opened within the allowed attempts; open requests fail with it. */
export class RealtimeConnectionError extends Error {
  readonly [realtimeConnectionErrorMarker] = true;
  override readonly name = "RealtimeConnectionError";

  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
  }

  static isInstance(error: unknown): error is RealtimeConnectionError {
    return typeof error === "object" && error !== null && realtimeConnectionErrorMarker in error;
  }
}
