/** True for the errors an aborted fetch or stream produces, in any runtime. */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "AbortError" || message === "Fetch is aborted" || message === "signal is aborted without reason" || message === "component unmounted";
}
