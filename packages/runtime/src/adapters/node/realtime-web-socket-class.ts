import { WebSocket } from "ws";

/** The close code of a frame over the size limit (RFC 6455 §7.4.1). */
export const CLOSE_MESSAGE_TOO_BIG = 1009;

/**
 * `ws`'s server-side socket class, closing with a reason where `ws` gives none: it closes a socket
 * whose frame passes `maxPayload` with a bare 1009, which tells a browser nothing about the limit.
 */
export function realtimeWebSocketClass(maxMessageBytes: number): typeof WebSocket {
  const tooBig = `Frame larger than ${maxMessageBytes} bytes (realtime.maxMessageBytes)`;
  return class RealtimeWebSocket extends WebSocket {
    override close(code?: number, data?: string | Buffer): void {
      super.close(code, data ?? (code === CLOSE_MESSAGE_TOO_BIG ? tooBig : undefined));
    }
  };
}
