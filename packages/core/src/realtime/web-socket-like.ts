/** Makes a callback property accept any implementation's event type (the DOM's, `ws`'s). */
type Handler<TEvent> = { bivarianceHack(event: TEvent): void }["bivarianceHack"];

/**
 * What the core needs of a WebSocket: the browser's `WebSocket` and Node's `ws` both fit. The core
 * never touches a global socket; a constructor is injected (see {@link WebSocketConstructor}).
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
}

/**
 * A WebSocket class: `globalThis.WebSocket` in browsers (and Node 22+), `ws`'s `WebSocket` in
 * Node 20. The third argument carries upgrade headers where the implementation supports them
 * (`ws` does; browsers ignore it and send cookies instead).
 */
export type WebSocketConstructor = new (
  url: string,
  protocols?: string | string[],
  options?: { headers?: Record<string, string> },
) => WebSocketLike;

/** `WebSocket.OPEN`. */
export const WEB_SOCKET_OPEN = 1;
