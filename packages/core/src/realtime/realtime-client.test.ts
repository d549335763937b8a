import { afterEach, describe, expect, it, vi } from "vitest";
import type { Timers } from "../async/timers.js";
import { RealtimeClient } from "./realtime-client.js";
import type { RealtimeServerFrame } from "./realtime-frames.js";
import type { WebSocketConstructor, WebSocketLike } from "./web-socket-like.js";

class FakeSocket implements WebSocketLike {
  static created: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: WebSocketLike["onopen"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onerror: WebSocketLike["onerror"] = null;
  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: RealtimeServerFrame | { type: "pong" } | { type: "chunk"; data: string; last: boolean }): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: "" });
  }
}

/** Timers that run only when told. */
function manualTimers(): Timers & { delays: number[]; runAll(): void } {
  let pending: Array<{ callback: () => void; ms: number; handle: number }> = [];
  let next = 0;
  return {
    delays: [],
    setTimeout(callback, ms) {
      const handle = ++next;
      pending.push({ callback, ms, handle });
      this.delays.push(ms);
      return handle;
    },
    clearTimeout(handle) {
      pending = pending.filter((timer) => timer.handle !== handle);
    },
    runAll() {
      const due = pending;
      pending = [];
      for (const timer of due) timer.callback();
    },
  };
}

function setup(options: { maxAttempts?: number; heartbeatIntervalMs?: number } = {}) {
  FakeSocket.created = [];
  const timers = manualTimers();
  const client = new RealtimeClient({
    url: "ws://runtime.test/ws",
    WebSocket: FakeSocket as unknown as WebSocketConstructor,
    timers,
    reconnect: { baseDelayMs: 100, maxDelayMs: 350, maxAttempts: options.maxAttempts ?? 5 },
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 0,
  });
  return { client, timers, socket: (index: number) => FakeSocket.created[index]! };
}

describe("RealtimeClient", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens one socket on the first request, multiplexes by id and routes frames", () => {
    const { client, socket } = setup();
    const a: RealtimeServerFrame[] = [];
    const b: RealtimeServerFrame[] = [];
    const first = client.request({ type: "subscribe-threads" }, { onFrame: (frame) => void a.push(frame), onError: () => undefined });
    const second = client.request({ type: "connect", agentId: "x", threadId: "t" }, { onFrame: (frame) => void b.push(frame), onError: () => undefined });
    expect(FakeSocket.created).toHaveLength(1);
    socket(0).open();
    expect(socket(0).sent).toEqual([
      { type: "subscribe-threads", id: first.id },
      { type: "connect", agentId: "x", threadId: "t", id: second.id },
    ]);
    socket(0).receive({ type: "end", id: second.id });
    socket(0).receive({ type: "result", id: first.id, result: {} });
    expect(a).toEqual([{ type: "result", id: first.id, result: {} }]);
    expect(b).toEqual([{ type: "end", id: second.id }]);
    expect(client.openRequests).toBe(1);
    first.cancel();
    expect(socket(0).sent.at(-1)).toEqual({ type: "unsubscribe", id: `${first.id}:cancel`, target: first.id });
    expect(client.openRequests).toBe(0);
  });

  it("reassembles a frame the server sent in chunks, and drops a partial one with its socket", () => {
    const { client, socket, timers } = setup();
    const frames: RealtimeServerFrame[] = [];
    const run = client.request(
      { type: "connect", agentId: "x", threadId: "t" },
      { onFrame: (frame) => void frames.push(frame), onReconnect: () => ({ type: "connect", agentId: "x", threadId: "t" }), onError: () => undefined },
    );
    socket(0).open();
    const big = { type: "event", id: run.id, eventId: 7, event: { type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "é🦊".repeat(100) } } as const;
    const text = JSON.stringify(big);
    // Split inside the surrogate pair of a 🦊: the pieces are rejoined before the frame is read.
    const cut = text.indexOf("🦊") + 1;
    socket(0).receive({ type: "chunk", data: text.slice(0, cut), last: false });
    expect(frames).toEqual([]);
    socket(0).receive({ type: "chunk", data: text.slice(cut), last: true });
    expect(frames).toEqual([big]);

    socket(0).receive({ type: "chunk", data: text.slice(0, cut), last: false });
    socket(0).drop();
    timers.runAll();
    socket(1).open();
    socket(1).receive({ type: "chunk", data: text, last: true });
    socket(1).receive({ type: "end", id: run.id });
    expect(frames).toEqual([big, big, { type: "end", id: run.id }]);
  });

  it("reopens a dropped socket with exponential backoff and resends what each request asks for", () => {
    vi.spyOn(Math, "random").mockReturnValue(1); // every jittered delay at its ceiling
    const { client, timers, socket } = setup();
    let resumes = 0;
    const handle = client.request(
      { type: "connect", agentId: "x", threadId: "t" },
      { onFrame: () => undefined, onReconnect: () => ({ type: "connect", agentId: "x", threadId: "t", after: 10 + resumes++ }), onError: () => undefined },
    );
    socket(0).open();
    socket(0).drop();
    expect(timers.delays).toEqual([100]);
    timers.runAll();
    socket(1).drop(); // never opened: not resent, attempt counted
    timers.runAll();
    socket(2).drop();
    timers.runAll();
    socket(3).drop();
    expect(timers.delays).toEqual([100, 200, 350, 350]);
    timers.runAll();
    socket(4).open();
    expect(socket(4).sent).toEqual([{ type: "connect", agentId: "x", threadId: "t", after: 10, id: handle.id }]);
    expect(client.connections).toBe(2);
    socket(4).drop();
    expect(timers.delays.at(-1)).toBe(100); // a successful open resets the backoff
  });

  it("spreads the reopen delays anywhere below the doubling ceiling (full jitter)", () => {
    const draws = [0.5, 0, 0.25, 0.9];
    vi.spyOn(Math, "random").mockImplementation(() => draws.shift()!);
    const { client, timers, socket } = setup();
    client.request({ type: "subscribe-threads" }, { onFrame: () => undefined, onReconnect: () => ({ type: "subscribe-threads" }), onError: () => undefined });
    socket(0).open();
    for (let index = 0; index < 4; index++) {
      socket(index).drop();
      timers.runAll();
    }
    // ceilings 100, 200, 350 (the cap), 350
    expect(timers.delays).toEqual([50, 0, 88, 315]);
    expect(FakeSocket.created).toHaveLength(5);
  });

  it("fails open requests with RealtimeConnectionError after maxAttempts, and lost ones without onReconnect at once", () => {
    const { client, timers, socket } = setup({ maxAttempts: 2 });
    const errors: string[] = [];
    client.request({ type: "subscribe-threads" }, { onFrame: () => undefined, onError: (error) => void errors.push(`plain:${error.name}`) });
    client.request(
      { type: "subscribe-threads" },
      { onFrame: () => undefined, onReconnect: () => ({ type: "subscribe-threads" }), onError: (error) => void errors.push(`resumable:${error.name}`) },
    );
    socket(0).open();
    socket(0).drop();
    expect(errors).toEqual(["plain:RealtimeConnectionError"]);
    timers.runAll();
    socket(1).drop();
    timers.runAll();
    socket(2).drop();
    expect(errors).toEqual(["plain:RealtimeConnectionError", "resumable:RealtimeConnectionError"]);
    expect(client.openRequests).toBe(0);
  });

  it("replaces a socket that stays silent between two heartbeats", () => {
    const { client, timers, socket } = setup({ heartbeatIntervalMs: 1000 });
    client.request({ type: "subscribe-threads" }, { onFrame: () => undefined, onReconnect: () => ({ type: "subscribe-threads" }), onError: () => undefined });
    socket(0).open();
    timers.runAll(); // first beat: a ping goes out
    expect(socket(0).sent.at(-1)).toEqual({ type: "ping" });
    socket(0).receive({ type: "pong" });
    timers.runAll(); // heard something: ping again
    timers.runAll(); // silence since: the socket is dropped and a reconnect scheduled
    expect(socket(0).readyState).toBe(3);
    timers.runAll();
    expect(FakeSocket.created).toHaveLength(2);
  });

  it("fails everything on close() and refuses later requests", () => {
    const { client, socket } = setup();
    const errors: Error[] = [];
    client.request({ type: "subscribe-threads" }, { onFrame: () => undefined, onError: (error) => void errors.push(error) });
    socket(0).open();
    client.close();
    client.request({ type: "subscribe-threads" }, { onFrame: () => undefined, onError: (error) => void errors.push(error) });
    expect(errors.map((error) => error.name)).toEqual(["RealtimeConnectionError", "RealtimeConnectionError"]);
    expect(socket(0).readyState).toBe(3);
  });
});
