import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/** A Lua script run by its SHA1 (`EVALSHA`), loaded with `EVAL` the first time a server lacks it. */
export class LuaScript {
  readonly #source: string;
  readonly #sha: string;
  readonly #keyCount: number;

  constructor(keyCount: number, source: string) {
    this.#keyCount = keyCount;
    this.#source = source;
    this.#sha = createHash("sha1").update(source).digest("hex");
  }

  async call(client: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    if (keys.length !== this.#keyCount) throw new Error(`LuaScript: expected ${this.#keyCount} keys, got ${keys.length}`);
    try {
      return await client.evalsha(this.#sha, this.#keyCount, ...keys, ...args);
    } catch (error) {
      if (!String((error as Error).message).startsWith("NOSCRIPT")) throw error;
      return client.eval(this.#source, this.#keyCount, ...keys, ...args);
    }
  }
}
