/** A thread's identity inside a runner: thread ids are scoped to their owner. */
export interface OwnerThread {
  readonly ownerId: string;
  readonly threadId: string;
}

/**
 * One string naming a thread within its owner, for map keys and storage keys: two owners using the
 * same thread id get two keys. The owner is length-prefixed (`<length>:<owner>:<thread>`), so any
 * characters are safe in either part and the key is never ambiguous.
 *
 * @example
 * ownerThreadKey("alice", "t1"); // "5:alice:t1"
 */
export function ownerThreadKey(ownerId: string, threadId: string): string {
  return `${ownerId.length}:${ownerId}:${threadId}`;
}

/** The owner and thread of a key made by {@link ownerThreadKey}; undefined for anything else. */
export function parseOwnerThreadKey(key: string): OwnerThread | undefined {
  const colon = key.indexOf(":");
  const length = Number(key.slice(0, colon));
  if (colon < 1 || !Number.isSafeInteger(length) || length < 0) return undefined;
  const ownerEnd = colon + 1 + length;
  if (key.charAt(ownerEnd) !== ":") return undefined;
  return { ownerId: key.slice(colon + 1, ownerEnd), threadId: key.slice(ownerEnd + 1) };
}
