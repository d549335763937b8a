/**
 * A client's last seen event id as a sequence number: a non-negative integer, or its decimal
 * string. Anything else (ids of other servers, garbage) is ignored: the client gets the full replay.
 */
export function parseLastEventId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}
