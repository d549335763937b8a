import { backoffDelay } from "@wingman/shared/internal";
import { defaultTimers, type Timers } from "../async/timers.js";
import { RealtimeConnectionError } from "./realtime-connection-error.js";
import type { RealtimeClientRequest, RealtimeServerFrame } from "./realtime-frames.js";
import { WEB_SOCKET_OPEN, type WebSocketConstructor, type WebSocketLike } from "./web-socket-like.js";

/** Where and how the realtime client opens its WebSocket to the runtime. */
export interface RealtimeClientOptions {
  /** The runtime's socket URL (`/info`'s `intelligence.wsUrl`). */
  readonly url: string;
  /** The WebSocket class. @default globalThis.WebSocket (Node 20 has none: pass `ws`'s `WebSocket`) */
  readonly WebSocket?: WebSocketConstructor;
  /** Upgrade headers, read at every (re)connect; only implementations like `ws` can send them. */
  readonly headers?: () => Record<string, string>;
  /**
   * Reopening a lost socket: each delay is drawn between 0 and a ceiling (full jitter) that starts
   * at `baseDelayMs` (default 250 ms) and doubles up to `maxDelayMs` (default 10 s); at most
   * `maxAttempts` in a row (default 8).
   */
  readonly reconnect?: { readonly baseDelayMs?: number; readonly maxDelayMs?: number; readonly maxAttempts?: number };
  /**
   * A `ping` frame is sent this often; a socket that received nothing between two pings is
   * considered dead and replaced. 0 disables it. @default 15000
   */
  readonly heartbeatIntervalMs?: number;
  /** The timers of reconnects and heartbeats (a seam for tests). Default: the global `setTimeout`/`clearTimeout`. */
  readonly timers?: Timers;
}

/** What a request's owner hears. */
export interface RealtimeRequestHandlers {
  /** Every frame naming the request, in order. `end` and `error` close it. */
  onFrame(frame: RealtimeServerFrame): void;
  /**
   * The socket was lost while the request was open: the frame to send on the next socket (to
   * resume where it was), or undefined to let it go silently. Without this hook a lost request
   * fails with a `RealtimeConnectionError`.
   */
  onReconnect?(): RealtimeClientRequest | undefined;
  /** The socket could not be reopened: the request is over. */
  onError(error: Error): void;
}

/** An open request. */
export interface RealtimeRequestHandle {
  readonly id: string;
  /** Stops listening; a stream still open on the server is unsubscribed. */
  cancel(): void;
  /** Stops listening without telling the server (the request is over). */
  release(): void;
}

/** A piece of a frame too large for the server's socket queue; the pieces up to `last`, joined, are its text. */
interface RealtimeChunkFrame {
  readonly type: "chunk";
  readonly data: string;
  readonly last: boolean;
}

interface OpenRequest {
  frame: RealtimeClientRequest;
  readonly handlers: RealtimeRequestHandlers;
  /** The socket the frame went out on, if any. */
  sentOn: WebSocketLike | undefined;
}

/**
 * One WebSocket to a runtime's realtime endpoint, shared by every agent of a core: requests are
 * multiplexed by id; the socket opens on the first request and, when it drops while requests are
 * open, reopens with jittered exponential backoff and lets each request resume (`onReconnect`).
 *
 * @example
 * const client = new RealtimeClient({ url: info.intelligence.wsUrl, WebSocket });
 * client.request({ type: "subscribe-threads" }, { onFrame: console.log, onError: console.error });
 */
export class RealtimeClient {
  readonly url: string;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #headers: (() => Record<string, string>) | undefined;
  readonly #timers: Timers;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #maxAttempts: number;
  readonly #heartbeatIntervalMs: number;
  readonly #open = new Map<string, OpenRequest>();
  #socket: WebSocketLike | undefined;
  #nextId = 0;
  #attempts = 0;
  #retryTimer: unknown;
  #heartbeatTimer: unknown;
  #heardSincePing = true;
  /** The pieces of a frame the server sent in `chunk` frames, on the current socket. */
  #chunks: string[] = [];
  #closed = false;
  #connections = 0;

  constructor(options: RealtimeClientOptions) {
    this.url = options.url;
    this.#WebSocket = options.WebSocket;
    this.#headers = options.headers;
    this.#timers = options.timers ?? defaultTimers;
    this.#baseDelayMs = options.reconnect?.baseDelayMs ?? 250;
    this.#maxDelayMs = options.reconnect?.maxDelayMs ?? 10_000;
    this.#maxAttempts = options.reconnect?.maxAttempts ?? 8;
    this.#heartbeatIntervalMs = options.heartbeatIntervalMs ?? 15_000;
  }

  /** How many sockets were opened so far (1 + successful reconnects). */
  get connections(): number {
    return this.#connections;
  }

  /** Requests still open. */
  get openRequests(): number {
    return this.#open.size;
  }

  /** Sends a request (opening the socket if needed) and routes the frames naming it to `handlers`. */
  request(frame: RealtimeClientRequest, handlers: RealtimeRequestHandlers): RealtimeRequestHandle {
    const id = String(++this.#nextId);
    if (this.#closed) {
      handlers.onError(new RealtimeConnectionError("The realtime client is closed", 0));
      return { id, cancel: () => undefined, release: () => undefined };
    }
    const open: OpenRequest = { frame, handlers, sentOn: undefined };
    this.#open.set(id, open);
    if (this.#socket?.readyState === WEB_SOCKET_OPEN) this.#send(id, open, this.#socket);
    else this.#ensureSocket();
    return {
      id,
      cancel: () => {
        if (this.#open.get(id) !== open) return;
        this.#open.delete(id);
        const socket = this.#socket;
        if (open.sentOn === socket && socket?.readyState === WEB_SOCKET_OPEN && frame.type !== "stop") {
          socket.send(JSON.stringify({ type: "unsubscribe", id: `${id}:cancel`, target: id }));
        }
      },
      release: () => {
        if (this.#open.get(id) === open) this.#open.delete(id);
      },
    };
  }

  /** Drops the socket as if the network had: open requests resume on a new one. For tests and "network changed" hints. */
  dropConnection(): void {
    const socket = this.#socket;
    if (socket) this.#lost(socket);
  }

  /** Closes the socket and fails every open request; the client cannot be used again. */
  close(): void {
    this.#closed = true;
    this.#timers.clearTimeout(this.#retryTimer);
    const socket = this.#socket;
    this.#socket = undefined;
    this.#stopHeartbeat();
    if (socket) this.#detach(socket);
    const open = [...this.#open.values()];
    this.#open.clear();
    for (const request of open) request.handlers.onError(new RealtimeConnectionError("The realtime client was closed", 0));
  }

  #ensureSocket(): void {
    if (this.#socket || this.#retryTimer !== undefined || this.#closed) return;
    const WebSocketClass = this.#WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!WebSocketClass) {
      this.#failAll(new RealtimeConnectionError("No WebSocket implementation: pass one as the `WebSocket` option", 0));
      return;
    }
    const headers = this.#headers?.() ?? {};
    let socket: WebSocketLike;
    try {
      socket = Object.keys(headers).length > 0 ? new WebSocketClass(this.url, undefined, { headers }) : new WebSocketClass(this.url);
    } catch (error) {
      this.#failAll(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#socket = socket;
    this.#chunks = [];
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#attempts = 0;
      this.#connections++;
      this.#startHeartbeat(socket);
      for (const [id, open] of this.#open) if (open.sentOn !== socket) this.#send(id, open, socket);
    };
    socket.onmessage = ({ data }) => {
      if (this.#socket !== socket) return;
      this.#heardSincePing = true;
      this.#receive(String(data));
    };
    socket.onclose = () => this.#lost(socket);
    socket.onerror = () => this.#lost(socket);
  }

  #send(id: string, open: OpenRequest, socket: WebSocketLike): void {
    open.sentOn = socket;
    socket.send(JSON.stringify({ ...open.frame, id }));
  }

  #receive(text: string): void {
    let frame: RealtimeServerFrame | RealtimeChunkFrame;
    try {
      frame = JSON.parse(text) as RealtimeServerFrame | RealtimeChunkFrame;
    } catch {
      return;
    }
    if (typeof frame !== "object" || frame === null) return;
    if (frame.type === "chunk") {
      this.#chunks.push(String(frame.data));
      if (frame.last !== true) return;
      const whole = this.#chunks.join("");
      this.#chunks = [];
      this.#receive(whole);
      return;
    }
    if (typeof frame.id !== "string") return;
    const open = this.#open.get(frame.id);
    if (open === undefined) return;
    if (frame.type === "end" || frame.type === "error") this.#open.delete(frame.id);
    try {
      open.handlers.onFrame(frame);
    } catch (error) {
      console.error("[wingman] a realtime frame handler failed:", error);
    }
  }

  /** The socket is gone (closed, failed, or silent): resume what was sent on it on a new one. */
  #lost(socket: WebSocketLike): void {
    if (this.#socket !== socket) return;
    this.#socket = undefined;
    this.#chunks = [];
    this.#stopHeartbeat();
    this.#detach(socket);
    for (const [id, open] of [...this.#open]) {
      if (open.sentOn !== socket) continue;
      open.sentOn = undefined;
      const resume = open.handlers.onReconnect ? open.handlers.onReconnect() : null;
      if (resume === undefined) this.#open.delete(id);
      else if (resume === null) {
        this.#open.delete(id);
        open.handlers.onError(new RealtimeConnectionError("The realtime connection was lost", this.#attempts));
      } else open.frame = resume;
    }
    if (this.#open.size === 0 || this.#closed) return;
    this.#attempts++;
    if (this.#attempts > this.#maxAttempts) {
      this.#failAll(new RealtimeConnectionError(`The realtime connection could not be reopened after ${this.#maxAttempts} attempts`, this.#attempts));
      this.#attempts = 0;
      return;
    }
    const delay = backoffDelay(this.#attempts - 1, { baseMs: this.#baseDelayMs, maxMs: this.#maxDelayMs });
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = undefined;
      if (this.#open.size > 0) this.#ensureSocket();
    }, delay);
  }

  #detach(socket: WebSocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some implementations.
    }
  }

  #failAll(error: Error): void {
    const open = [...this.#open.values()];
    this.#open.clear();
    for (const request of open) request.handlers.onError(error);
  }

  #startHeartbeat(socket: WebSocketLike): void {
    if (this.#heartbeatIntervalMs <= 0) return;
    this.#heardSincePing = true;
    const beat = (): void => {
      if (this.#socket !== socket) return;
      if (!this.#heardSincePing) {
        this.#lost(socket);
        return;
      }
      this.#heardSincePing = false;
      socket.send(JSON.stringify({ type: "ping" }));
      this.#heartbeatTimer = this.#timers.setTimeout(beat, this.#heartbeatIntervalMs);
    };
    this.#heartbeatTimer = this.#timers.setTimeout(beat, this.#heartbeatIntervalMs);
  }

  #stopHeartbeat(): void {
    if (this.#heartbeatTimer !== undefined) this.#timers.clearTimeout(this.#heartbeatTimer);
    this.#heartbeatTimer = undefined;
  }
}
