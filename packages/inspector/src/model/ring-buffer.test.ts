import { describe, expect, it } from "vitest";
import { RingBuffer } from "./ring-buffer.js";

describe("RingBuffer", () => {
  it("keeps items in order until full", () => {
    const buffer = new RingBuffer<number>(3);
    expect(buffer.push(1)).toBeUndefined();
    buffer.push(2);
    expect(buffer.toArray()).toEqual([1, 2]);
    expect(buffer.size).toBe(2);
    expect(buffer.dropped).toBe(0);
  });

  it("evicts the oldest item once full, and counts the evictions", () => {
    const buffer = new RingBuffer<number>(3);
    for (let i = 1; i <= 10; i++) buffer.push(i);
    expect(buffer.toArray()).toEqual([8, 9, 10]);
    expect(buffer.size).toBe(3);
    expect(buffer.dropped).toBe(7);
    expect(buffer.push(11)).toBe(8);
  });

  it("shifts the oldest item out, counting it as dropped", () => {
    const buffer = new RingBuffer<number>(3);
    for (let i = 1; i <= 4; i++) buffer.push(i);
    expect(buffer.shift()).toBe(2);
    expect(buffer.toArray()).toEqual([3, 4]);
    expect(buffer.dropped).toBe(2);
    buffer.push(5);
    buffer.push(6);
    expect(buffer.toArray()).toEqual([4, 5, 6]);
    expect(new RingBuffer<number>(1).shift()).toBeUndefined();
  });

  it("clears", () => {
    const buffer = new RingBuffer<string>(2);
    buffer.push("a");
    buffer.push("b");
    buffer.push("c");
    buffer.clear();
    expect(buffer.toArray()).toEqual([]);
    expect(buffer.dropped).toBe(0);
    buffer.push("d");
    expect(buffer.toArray()).toEqual(["d"]);
  });

  it("rejects a capacity that is not a positive integer", () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
    expect(() => new RingBuffer(1.5)).toThrow(RangeError);
  });
});
