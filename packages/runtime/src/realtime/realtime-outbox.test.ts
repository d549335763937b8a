import { describe, expect, it } from "vitest";
import type { RealtimeConnection } from "./realtime-connection.js";
import { RealtimeOutbox } from "./realtime-outbox.js";

/** A socket that writes a frame only when told (`flush`), like one whose reader is slow. */
class ManualConnection implements RealtimeConnection {
  readonly sent: string[] = [];
  readonly #unwritten: Array<{ text: string; onWritten: (() => void) | undefined }> = [];
  get bufferedAmount(): number {
    return this.#unwritten.reduce((sum, frame) => sum + frame.text.length, 0);
  }
  send(text: string, onWritten?: () => void): void {
    this.sent.push(text);
    this.#unwritten.push({ text, onWritten });
  }
  flush(): void {
    while (this.#unwritten.length > 0) this.#unwritten.shift()!.onWritten?.();
  }
  close(): void {}
  terminate(): void {}
}

describe("RealtimeOutbox", () => {
  it("sends a frame over a quarter of the budget in chunks, one written at a time, with later frames behind it", () => {
    const connection = new ManualConnection();
    const outbox = new RealtimeOutbox(connection, 4096);
    const big = JSON.stringify({ type: "event", id: "r", text: "é🦊".repeat(1500) });
    outbox.send(big);
    outbox.send('{"type":"end","id":"r"}');
    expect(connection.sent).toHaveLength(1);
    expect(outbox.queuedBytes).toBe(connection.sent[0]!.length + '{"type":"end","id":"r"}'.length);
    connection.flush();
    const chunks = connection.sent.slice(0, -1).map((text) => JSON.parse(text) as { type: string; data: string; last: boolean });
    expect(chunks.every((chunk) => chunk.type === "chunk" && chunk.data.length <= 1024)).toBe(true);
    const count = Math.ceil(big.length / 1024);
    expect(chunks.map((chunk) => chunk.last)).toEqual([...Array<boolean>(count - 1).fill(false), true]);
    expect(chunks.map((chunk) => chunk.data).join("")).toBe(big);
    expect(connection.sent.at(-1)).toBe('{"type":"end","id":"r"}');
  });

  it("tells a paused stream when the queue is down to half the budget", async () => {
    const connection = new ManualConnection();
    const outbox = new RealtimeOutbox(connection, 4096);
    for (let index = 0; index < 5; index++) outbox.send("y".repeat(1000));
    let drained = 0;
    outbox.whenDrained(() => drained++);
    expect(drained).toBe(0);
    connection.flush();
    expect(drained).toBe(1);
    outbox.whenDrained(() => drained++);
    await Promise.resolve();
    expect(drained).toBe(2);
  });

  it("writes small frames at once and nothing after close", () => {
    const connection = new ManualConnection();
    const outbox = new RealtimeOutbox(connection, 4096);
    outbox.send("a");
    outbox.send("b");
    expect(connection.sent).toEqual(["a", "b"]);
    outbox.send("x".repeat(2000));
    outbox.send("c");
    outbox.close();
    connection.flush();
    expect(connection.sent).toHaveLength(3);
  });
});
