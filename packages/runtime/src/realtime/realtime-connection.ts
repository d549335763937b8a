/**
 * The socket a {@link RealtimeSession} writes to: what the Node adapter (or any other host) gives
 * it over its WebSocket implementation.
 */
export interface RealtimeConnection {
  /**
   * Sends one text frame; `onWritten`, when given, must be called once the frame has left the
   * process's buffers (or failed): frames too large for the queue go out in pieces, each after the
   * previous one was written.
   */
  send(text: string, onWritten?: () => void): void;
  /** Bytes handed to `send` and not yet written to the network. */
  readonly bufferedAmount: number;
  /** Closes with a close frame (sent after what is queued). */
  close(code: number, reason: string): void;
  /** Drops the connection at once, discarding what is queued. */
  terminate(): void;
}
