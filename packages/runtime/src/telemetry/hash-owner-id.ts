/** Hex characters of the SHA-256 kept: enough to tell users apart in traces, too few to matter as an id. */
const HASH_HEX_CHARACTERS = 16;
/** Owners hashed recently; bounded so that a stream of distinct callers cannot grow it. */
const MAX_CACHED = 1024;
const cache = new Map<string, string>();

/**
 * The owner id as it appears on spans: a 16-hex-character SHA-256 prefix, through Web Crypto so it
 * runs on edge runtimes too (the root entry imports no `node:` module). Only called while a span
 * is recording, so it costs nothing without an SDK.
 */
export async function hashOwnerId(ownerId: string): Promise<string> {
  const cached = cache.get(ownerId);
  if (cached !== undefined) return cached;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ownerId));
  let hex = "";
  for (const byte of new Uint8Array(digest, 0, HASH_HEX_CHARACTERS / 2)) hex += byte.toString(16).padStart(2, "0");
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(ownerId, hex);
  return hex;
}
