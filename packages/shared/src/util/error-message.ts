/**
 * The message of a thrown value: an `Error`'s message, anything else as a string. Runners put it on
 * the `RUN_ERROR` that ends a run whose agent failed.
 *
 * @example
 * errorMessage(new Error("boom")); // "boom"
 * errorMessage("timeout");         // "timeout"
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
