import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultRedisOptions } from "./default-redis-options.js";

describe("defaultRedisOptions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reconnects for ever with delays spread below a doubling ceiling capped at one second", () => {
    const draws = [1, 0.5, 0, 1, 0.5];
    vi.spyOn(Math, "random").mockImplementation(() => draws.shift()!);
    const retry = defaultRedisOptions().retryStrategy!;
    // ceilings: 100, 200, 400, 1000 (capped from 12 800), 1000 (capped)
    expect([1, 2, 3, 8, 1_000].map((attempt) => retry(attempt))).toEqual([100, 100, 0, 1_000, 500]);
  });
});
