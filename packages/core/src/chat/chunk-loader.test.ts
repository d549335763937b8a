// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createChunkLoader } from "./chunk-loader.js";

/** Timers that run only when the test says so, recording each delay asked for. */
function manualTimers() {
  const queue: Array<{ callback: () => void; ms: number }> = [];
  return {
    delays: () => queue.map((entry) => entry.ms),
    runNext: () => queue.shift()!.callback(),
    pending: () => queue.length,
    timers: { setTimeout: (callback: () => void, ms: number) => queue.push({ callback, ms }), clearTimeout: () => undefined },
  };
}

/** A load whose attempts fail or succeed as the test scripts them, counting attempts. */
function scriptedLoad(outcomes: Array<"fail" | "ok">) {
  let attempts = 0;
  const load = () => {
    const outcome = outcomes[attempts++] ?? "ok";
    return outcome === "ok" ? Promise.resolve(`part#${attempts}`) : Promise.reject(new Error("Failed to fetch dynamically imported module"));
  };
  return { load, attempts: () => attempts };
}

// One macrotask, not a wait for time: the scripted loads settle at once, so every promise chain an
// attempt starts has run by then, and the loader's own delays are the manual timers above.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe("createChunkLoader", () => {
  it("loads once, hands the value out synchronously afterwards and tells subscribers", async () => {
    const script = scriptedLoad(["ok"]);
    const loader = createChunkLoader(script.load);
    const told = vi.fn();
    loader.subscribe(told);
    expect(loader.current()).toBeUndefined();
    loader.request();
    loader.request();
    await settle();
    expect(loader.current()).toBe("part#1");
    loader.request();
    expect(script.attempts()).toBe(1);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("a load that fails while offline is tried again when the browser is back online, not before", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const script = scriptedLoad(["fail", "ok"]);
    const clock = manualTimers();
    const loader = createChunkLoader(script.load, { timers: clock.timers });
    const told = vi.fn();
    loader.subscribe(told);
    loader.request();
    await settle();
    expect(loader.current()).toBeUndefined();
    expect(clock.pending()).toBe(0);
    loader.request(); // a second render while waiting does not start a second load
    expect(script.attempts()).toBe(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(script.attempts()).toBe(2);
    expect(loader.current()).toBe("part#2");
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("while online, retries with the shared backoff, gives up after maxAttempts, and starts again on the next request", async () => {
    const script = scriptedLoad(["fail", "fail", "fail", "ok"]);
    const clock = manualTimers();
    const giveUp = vi.fn();
    const loader = createChunkLoader(script.load, { timers: clock.timers, maxAttempts: 3, backoff: { baseMs: 100, maxMs: 1_000, random: () => 1 }, onGiveUp: giveUp });
    loader.request();
    await settle();
    clock.runNext();
    await settle();
    expect(script.attempts()).toBe(2);
    expect(clock.pending()).toBe(1);
    clock.runNext();
    await settle();
    expect(script.attempts()).toBe(3);
    expect(clock.pending()).toBe(0);
    expect(giveUp).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBeUndefined();

    loader.request();
    await settle();
    expect(loader.current()).toBe("part#4");
  });

  it("waits the full-jitter delays of the shared backoff between attempts", async () => {
    const script = scriptedLoad(["fail", "fail", "ok"]);
    const clock = manualTimers();
    const loader = createChunkLoader(script.load, { timers: clock.timers, backoff: { baseMs: 100, maxMs: 1_000, random: () => 1 } });
    loader.request();
    await settle();
    expect(clock.delays()).toEqual([100]);
    clock.runNext();
    await settle();
    expect(clock.delays()).toEqual([200]);
    clock.runNext();
    await settle();
    expect(loader.current()).toBe("part#3");
  });
});
