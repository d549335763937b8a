import { EventType, type BaseEvent } from "@ag-ui/core";
import { eventually } from "@wingman/test-support/wait";
import { Observable, Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RunnerEvent } from "../runner/agent-runner.js";
import { EncodedRunnerEvent } from "../runner/encoded-runner-event.js";
import { StoreUnavailableError } from "../runner/runner-errors.js";
import { createSseEventStream, webStreamOf } from "./create-sse-event-stream.js";
import { SseEventPump } from "./sse-event-pump.js";

/** A thread log as a runner keeps it: replay after an id, then follow. */
class FakeLog {
  readonly events: RunnerEvent[] = [];
  readonly #live = new Subject<RunnerEvent>();
  #ended = false;
  subscribers = 0;
  subscriptions = 0;

  append(event: BaseEvent): void {
    const item = { id: this.events.length + 1, event };
    this.events.push(item);
    this.#live.next(item);
  }

  end(): void {
    this.#ended = true;
    this.#live.complete();
  }

  follow(after = 0): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      this.subscribers++;
      this.subscriptions++;
      for (const item of this.events) if (item.id > after) subscriber.next(item);
      if (this.#ended) subscriber.complete();
      const live = this.#live.subscribe(subscriber);
      return () => {
        this.subscribers--;
        live.unsubscribe();
      };
    });
  }
}

const delta = (index: number, size = 10): BaseEvent =>
  ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: `${index}:`.padEnd(size, "x") }) as BaseEvent;
const finished: BaseEvent = { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
const tick = () => new Promise((resolve) => setImmediate(resolve));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function frameIds(text: string): number[] {
  return [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
}

/**
 * Starts `pump` into a reader that takes one write, then nothing until it pulls. `pullToEnd` pulls
 * until the stream closes and returns the most the pump held meanwhile.
 */
function startStallingReader(pump: SseEventPump): { readonly writes: string[]; pullToEnd(): number } {
  const writes: string[] = [];
  let room = true;
  let closed = false;
  pump.start({
    get desiredSize() {
      return room ? 1 : 0;
    },
    queuedBytes: 0,
    write: (frames) => {
      writes.push(frames);
      room = false;
    },
    close: () => (closed = true),
  });
  return {
    writes,
    pullToEnd: () => {
      let peak = 0;
      while (!closed) {
        peak = Math.max(peak, pump.bufferedBytes);
        room = true;
        pump.pull();
      }
      return peak;
    },
  };
}

describe("SseEventPump", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes a stored event's encoded JSON as it is, without decoding it, and ends at an encoded terminal", async () => {
    // Spacing JSON.stringify would never write: the frame can only come from the stored text.
    const content = new EncodedRunnerEvent(1, EventType.TEXT_MESSAGE_CONTENT, '{"type": "TEXT_MESSAGE_CONTENT", "messageId": "m", "delta": "hi"}');
    const terminal = new EncodedRunnerEvent(2, EventType.RUN_FINISHED, '{"type": "RUN_FINISHED", "threadId": "t", "runId": "r"}');
    const parse = vi.spyOn(JSON, "parse");
    const never = new Observable<RunnerEvent>((subscriber) => {
      subscriber.next(content);
      subscriber.next(terminal);
      // Nothing completes the source: only the terminal's type can end the stream.
    });
    const text = await readAll(createSseEventStream({ events: never, endAfterTerminalEvent: true }));
    expect(text).toBe(`id: 1\ndata: ${content.json}\n\nid: 2\ndata: ${terminal.json}\n\n`);
    const decoded = parse.mock.calls.filter(([json]) => json === content.json || json === terminal.json);
    expect(decoded).toEqual([]);
  });

  it("streams frame by frame where setImmediate exists but throws (Next's edge runtime)", async () => {
    let immediateCalls = 0;
    vi.stubGlobal("setImmediate", () => {
      immediateCalls++;
      throw new Error("A Node.js API is used (setImmediate) which is not supported in the Edge Runtime.");
    });
    // A clock that never moves: every burst after the first waits for the next tick, the path that
    // needs a scheduler.
    vi.spyOn(performance, "now").mockReturnValue(1_000);
    const log = new FakeLog();
    // A sink that always has room and never pulls: every frame goes out through the pump's scheduler.
    const writes: string[] = [];
    const pump = new SseEventPump({ events: log.follow() }, { heartbeatIntervalMs: 0 });
    pump.start({ desiredSize: 1 << 20, queuedBytes: 0, write: (frames) => void writes.push(frames), close: () => undefined });
    for (let index = 1; index <= 3; index++) {
      log.append(delta(index));
      await eventually(() => writes.length === index);
      expect(frameIds(writes.at(-1)!)).toEqual([index]);
    }
    expect(immediateCalls).toBeGreaterThan(0);
    pump.cancel();
  });

  it("writes id and data lines as UTF-8, one chunk per burst", async () => {
    const log = new FakeLog();
    const stream = createSseEventStream({ events: log.follow(), endAfterTerminalEvent: true }, { heartbeatIntervalMs: 0 });
    const reader = stream.getReader();
    for (let index = 0; index < 100; index++) log.append(delta(index));
    log.append({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "é🦊" } as BaseEvent);
    const first = await reader.read();
    const text = new TextDecoder().decode(first.value);
    expect(frameIds(text)).toHaveLength(101);
    expect(text.startsWith(`id: 1\ndata: ${JSON.stringify(delta(0))}\n\n`)).toBe(true);
    expect(text.endsWith(`data: {"type":"TEXT_MESSAGE_CONTENT","messageId":"m","delta":"é🦊"}\n\n`)).toBe(true);
    log.append(finished);
    const rest = await reader.read();
    expect(frameIds(new TextDecoder().decode(rest.value))).toEqual([102]);
    expect((await reader.read()).done).toBe(true);
  });

  it("flushes a large burst early instead of holding it", async () => {
    const log = new FakeLog();
    const pump = new SseEventPump({ events: log.follow() }, { heartbeatIntervalMs: 0, flushThresholdBytes: 1024 });
    const stream = webStreamOf(pump);
    const reader = stream.getReader();
    for (let index = 0; index < 40; index++) log.append(delta(index, 100));
    // Synchronously: the burst crossed the threshold, so a chunk is already queued.
    const { value } = await reader.read();
    expect(frameIds(new TextDecoder().decode(value)).length).toBeGreaterThan(0);
    expect(frameIds(new TextDecoder().decode(value)).length).toBeLessThan(40);
    await reader.cancel();
  });

  it("writes a ping comment on an idle stream", async () => {
    const log = new FakeLog();
    const stream = createSseEventStream({ events: log.follow() }, { heartbeatIntervalMs: 10 });
    const reader = stream.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe(": ping\n\n");
    await reader.cancel();
  });

  it("unsubscribes when the reader cancels; the log goes on", async () => {
    const log = new FakeLog();
    const stream = createSseEventStream({ events: log.follow() }, { heartbeatIntervalMs: 0 });
    const reader = stream.getReader();
    log.append(delta(1));
    await reader.read();
    expect(log.subscribers).toBe(1);
    await reader.cancel();
    expect(log.subscribers).toBe(0);
    log.append(delta(2));
    expect(log.events).toHaveLength(2);
  });

  it("keeps a stalled reader's backlog bounded and later delivers every event once, in order", async () => {
    const log = new FakeLog();
    const maxBufferedBytes = 64 * 1024;
    const flushThresholdBytes = 8 * 1024;
    const pump = new SseEventPump(
      { events: log.follow(), resume: (after) => log.follow(after), endAfterTerminalEvent: true },
      { heartbeatIntervalMs: 0, maxBufferedBytes, flushThresholdBytes },
    );
    const stream = webStreamOf(pump);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    log.append(delta(0, 200));
    const first = await reader.read();
    text += decoder.decode(first.value, { stream: true });

    // The reader stalls while 4 MB of events arrive.
    let peak = 0;
    let detached = false;
    for (let batch = 0; batch < 200; batch++) {
      for (let index = 0; index < 100; index++) log.append(delta(batch * 100 + index + 1, 200));
      await tick();
      peak = Math.max(peak, pump.bufferedBytes);
      if (log.subscribers === 0) detached = true;
    }
    log.append(finished);
    log.end();
    expect(detached).toBe(true);
    expect(peak).toBeLessThanOrEqual(maxBufferedBytes + 2 * flushThresholdBytes + 1024);

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const ids = frameIds(text);
    expect(ids).toEqual(log.events.map((item) => item.id));
    expect(log.subscriptions).toBeGreaterThan(1);
    expect(text.endsWith(`data: ${JSON.stringify(finished)}\n\n`)).toBe(true);
  });

  it("holds no more of a synchronous replay than one chunk for a stalled reader, and resumes it from the log", async () => {
    const log = new FakeLog();
    let encoded = 0;
    const payload = "p".repeat(10_000);
    for (let index = 0; index < 200; index++) {
      log.append({ type: EventType.CUSTOM, name: "big", value: { toJSON: () => (encoded++, payload) } } as BaseEvent);
    }
    log.end();
    const flushThresholdBytes = 64 * 1024;
    const pump = new SseEventPump(
      { events: log.follow(), resume: (after) => log.follow(after) },
      { heartbeatIntervalMs: 0, maxBufferedBytes: 1024 * 1024, flushThresholdBytes },
    );
    const reader = startStallingReader(pump);
    // Encoded: the first write's worth, and at most one more chunk (not maxBufferedBytes of it).
    expect(encoded).toBeLessThanOrEqual(Math.ceil((2 * flushThresholdBytes) / payload.length) + 2);
    expect(pump.bufferedBytes).toBeLessThanOrEqual(flushThresholdBytes + payload.length + 100);
    reader.pullToEnd();
    expect(frameIds(reader.writes.join(""))).toEqual(log.events.map((item) => item.id));
  });

  it("holds a replay of stored JSON for a stalled reader up to maxBufferedBytes, not one chunk, and re-reads the log rarely", async () => {
    // Stored events in their encoded form, as a runner replays finished runs: 200 × 10 KB.
    const stored = Array.from(
      { length: 200 },
      (_, index) => new EncodedRunnerEvent(index + 1, EventType.CUSTOM, JSON.stringify({ type: EventType.CUSTOM, name: "big", value: `${index}`.padEnd(10_000, "p") })),
    );
    let reads = 0;
    const replay = (after = 0): Observable<RunnerEvent> =>
      new Observable<RunnerEvent>((subscriber) => {
        reads++;
        for (const item of stored) if (item.id > after && !subscriber.closed) subscriber.next(item);
        subscriber.complete();
      });
    const maxBufferedBytes = 1024 * 1024;
    const flushThresholdBytes = 64 * 1024;
    const pump = new SseEventPump({ events: replay(), resume: replay }, { heartbeatIntervalMs: 0, maxBufferedBytes, flushThresholdBytes });
    const reader = startStallingReader(pump);
    const peak = reader.pullToEnd();
    expect(frameIds(reader.writes.join(""))).toEqual(stored.map((item) => item.id));
    // 2 MB through a reader that stalls after every write: cut every maxBufferedBytes (a handful of
    // reads of the log), not every 64 KiB chunk (more than 30).
    expect(reads).toBeLessThanOrEqual(4);
    expect(peak).toBeLessThanOrEqual(maxBufferedBytes + 11_000);
  });

  it("ends a source it cannot re-read when the backlog overflows", async () => {
    const log = new FakeLog();
    let overflowed = false;
    const stream = createSseEventStream(
      { events: log.follow(), onOverflow: () => (overflowed = true) },
      { heartbeatIntervalMs: 0, maxBufferedBytes: 16 * 1024, flushThresholdBytes: 4 * 1024 },
    );
    const reader = stream.getReader();
    log.append(delta(0));
    await reader.read();
    for (let index = 1; index < 2000 && !overflowed; index++) {
      log.append(delta(index, 100));
      if (index % 50 === 0) await tick();
    }
    expect(overflowed).toBe(true);
    expect(log.subscribers).toBe(0);
    let done = false;
    while (!done) done = (await reader.read()).done;
  });

  it("skips events at or before `after`", async () => {
    const log = new FakeLog();
    for (let index = 0; index < 5; index++) log.append(delta(index));
    log.end();
    const text = await readAll(createSseEventStream({ events: log.follow(0), after: 3 }, { heartbeatIntervalMs: 0 }));
    expect(frameIds(text)).toEqual([4, 5]);
  });

  it("ends a source that fails mid-stream with a terminal RUN_ERROR carrying the error's code", async () => {
    const source = new Subject<RunnerEvent>();
    const text = readAll(createSseEventStream({ events: source }, { heartbeatIntervalMs: 0 }));
    source.next({ id: 1, event: delta(1) });
    await tick();
    source.error(new StoreUnavailableError("Redis is unreachable"));
    const written = await text;
    expect(frameIds(written)).toEqual([1]);
    const frames = written.trim().split("\n\n");
    expect(frames).toHaveLength(2);
    expect(frames[1]).toBe(`data: ${JSON.stringify({ type: EventType.RUN_ERROR, message: "Redis is unreachable", code: "store_unavailable" })}`);
  });

  it("ends with a RUN_ERROR when re-reading the log is refused at once", async () => {
    const log = new FakeLog();
    const pump = new SseEventPump(
      {
        events: log.follow(),
        resume: () => {
          throw new StoreUnavailableError("Redis is unreachable");
        },
      },
      { heartbeatIntervalMs: 0, maxBufferedBytes: 100, flushThresholdBytes: 50 },
    );
    let writes = "";
    let room = 1;
    let closed = false;
    pump.start({
      get desiredSize() {
        return room;
      },
      queuedBytes: 0,
      write: (frames) => {
        writes += frames;
        room = 0;
      },
      close: () => {
        closed = true;
      },
    });
    for (let index = 0; index < 40; index++) log.append(delta(index));
    await tick();
    // The frames held at the cut go out first, then the log is read again (and refuses).
    for (let pulls = 0; pulls < 5 && !closed; pulls++) {
      room = 1;
      pump.pull();
    }
    expect(closed).toBe(true);
    expect(writes).toContain('"code":"store_unavailable"');
  });
});

