import { Redis } from "ioredis";

export const redisUrl = "redis://127.0.0.1:6379";

/** A key prefix no other test uses. */
export function uniquePrefix(label: string): string {
  return `wingman-test-${label}-${crypto.randomUUID()}:`;
}

/** Deletes every key under the prefix. */
export async function deletePrefix(prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== "0");
  } finally {
    await client.quit();
  }
}

/** The keys under the prefix. */
export async function keysUnder(prefix: string): Promise<string[]> {
  const client = new Redis(redisUrl);
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    await client.quit();
  }
}
