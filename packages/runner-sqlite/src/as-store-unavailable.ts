import { StoreUnavailableError } from "@wingman/runtime";

/** SQLite's result codes (and their extended forms) for a file another connection holds locked. */
const lockedCode = /^SQLITE_(BUSY|LOCKED)/;

/**
 * The error a caller should see: the database file still locked once the busy timeout ran out
 * (another process holds a long write transaction, a backup or `VACUUM` runs) becomes a
 * {@link StoreUnavailableError} (HTTP 503 with `Retry-After`); anything else is returned as is.
 */
export function asStoreUnavailable(error: unknown, retryAfterSeconds: number): unknown {
  if (typeof error !== "object" || error === null || StoreUnavailableError.isInstance(error)) return error;
  const { code } = error as { code?: unknown };
  if (typeof code !== "string" || !lockedCode.test(code)) return error;
  // The client sees a fixed message: the file's path stays in the cause and the log.
  return new StoreUnavailableError("The thread store (SQLite) is locked by another connection; try again shortly", {
    retryAfterSeconds,
    cause: error,
  });
}
