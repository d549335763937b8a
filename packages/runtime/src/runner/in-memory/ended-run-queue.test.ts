import { afterEach, describe, expect, it, vi } from "vitest";
import { EndedRunQueue, SMALL_RUN_BYTES } from "./ended-run-queue.js";
import { ThreadRecord } from "./thread-record.js";

const thread = (id: string) => new ThreadRecord(id, "owner", "agent", 0, 0);
const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A queue whose store records the threads it stores and takes them off the queue, as the runner's does. */
function recordingQueue() {
  const stored: string[] = [];
  const queue: EndedRunQueue = new EndedRunQueue((record) => {
    stored.push(record.id);
    queue.delete(record);
  });
  return { queue, stored };
}

describe("EndedRunQueue", () => {
  afterEach(() => void vi.useRealTimers());

  it("stores a small run right after the current I/O, and a long one only after its delay", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { queue, stored } = recordingQueue();
    queue.add(thread("long"), SMALL_RUN_BYTES + 1);
    queue.add(thread("small"), SMALL_RUN_BYTES);
    expect(stored).toEqual([]);
    await nextImmediate();
    expect(stored).toEqual(["small"]);
    vi.advanceTimersByTime(19);
    expect(stored).toEqual(["small"]);
    vi.advanceTimersByTime(1);
    expect(stored).toEqual(["small", "long"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stores nothing twice: a run stored early (its thread was read) is off the queue", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { queue, stored } = recordingQueue();
    const small = thread("small");
    const long = thread("long");
    queue.add(small, 10);
    queue.add(long, SMALL_RUN_BYTES * 2);
    queue.delete(small);
    queue.delete(long);
    await nextImmediate();
    vi.runAllTimers();
    expect(stored).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("storeAll stores every pending run at once, small or long", () => {
    const { queue, stored } = recordingQueue();
    queue.add(thread("a"), 10);
    queue.add(thread("b"), SMALL_RUN_BYTES * 2);
    queue.storeAll();
    expect(stored).toEqual(["a", "b"]);
  });

  it("stores a small run where setImmediate throws, as in Next's edge runtime", async () => {
    vi.stubGlobal("setImmediate", () => {
      throw new Error("A Node.js API is used (setImmediate) which is not supported in the Edge Runtime");
    });
    try {
      const { queue, stored } = recordingQueue();
      queue.add(thread("small"), 10);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(stored).toEqual(["small"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
