import { describe, expect, it } from "vitest";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { OwnerRunLimiter } from "./owner-run-limiter.js";

function refusal(act: () => unknown): WingmanHttpError {
  try {
    act();
  } catch (error) {
    if (WingmanHttpError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("OwnerRunLimiter", () => {
  it("refuses a run past maxConcurrentRunsPerOwner with 429 and Retry-After, until one ends", () => {
    const limiter = new OwnerRunLimiter({ maxConcurrentRunsPerOwner: 2, maxRunsPerMinutePerOwner: Infinity });
    const first = limiter.acquire("alice");
    limiter.acquire("alice");
    const error = refusal(() => limiter.acquire("alice"));
    expect(error).toMatchObject({ status: 429, code: "too_many_requests", headers: { "Retry-After": "1" } });
    expect(error.body).toMatchObject({ limit: "maxConcurrentRunsPerOwner" });
    expect(error.message).toContain("limits.maxConcurrentRunsPerOwner");
    expect(() => limiter.acquire("bob")).not.toThrow();
    first();
    first();
    expect(() => limiter.acquire("alice")).not.toThrow();
    expect(() => limiter.acquire("alice")).toThrow();
  });

  it("counts run starts over a sliding minute, telling when the oldest leaves it", () => {
    let now = 1_000_000;
    const limiter = new OwnerRunLimiter({ maxConcurrentRunsPerOwner: Infinity, maxRunsPerMinutePerOwner: 3 }, () => now);
    for (const at of [0, 10_000, 20_000]) {
      now = 1_000_000 + at;
      limiter.acquire("alice")();
    }
    now = 1_030_000;
    const error = refusal(() => limiter.acquire("alice"));
    expect(error).toMatchObject({ status: 429, headers: { "Retry-After": "30" }, body: { limit: "maxRunsPerMinutePerOwner", retryAfter: 30 } });
    expect(() => limiter.acquire("bob")).not.toThrow();
    now = 1_060_000;
    expect(() => limiter.acquire("alice")).not.toThrow();
    now = 1_061_000;
    expect(refusal(() => limiter.acquire("alice")).headers).toEqual({ "Retry-After": "9" });
  });

  it("forgets owners idle for a minute, so its memory stays bounded", () => {
    let now = 0;
    const limiter = new OwnerRunLimiter({ maxConcurrentRunsPerOwner: 4, maxRunsPerMinutePerOwner: 10 }, () => now);
    for (let index = 0; index < 5_000; index++) limiter.acquire(`owner-${index}`)();
    expect(limiter.trackedOwners).toBeLessThanOrEqual(5_000);
    const held = limiter.acquire("busy");
    now = 61_000;
    for (let index = 0; index < 3_000; index++) limiter.acquire(`later-${index}`)();
    expect(limiter.trackedOwners).toBeLessThan(4_100);
    // An owner with a run in progress is kept however old its start.
    expect(() => limiter.acquire("busy")).not.toThrow();
    held();
  });
});
