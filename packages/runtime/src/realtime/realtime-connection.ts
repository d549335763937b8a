/**
 * The socket a {@link RealtimeSession} writes to: what the Node adapter (or any other host) gives
 * it over its WebSocket implementation.
 */
export interface RealtimeConnection {
  /** Sends one text frame. */
  send(text: string): void;
  /** Bytes handed to `send` and not yet written to the network. */
  readonly bufferedAmount: number;
  /** Closes with a close frame (sent after what is queued). */
  close(code: number, reason: string): void;
  /** Drops the connection at once, discarding what is queued. */
  terminate(): void;
}
