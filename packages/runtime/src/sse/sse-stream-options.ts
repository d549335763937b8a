/** Tuning of the event streams the handler writes. Every field has a sensible default. */
export interface SseStreamOptions {
  /**
   * A `: ping` comment is written when a stream has been idle this long, so that proxies and
   * browsers keep the connection open. 0 disables it.
   * @default 15000
   */
  readonly heartbeatIntervalMs?: number;
  /**
   * Frames waiting for a slow reader stop being read past this many bytes; the rest is read again
   * from the runner's log once the reader catches up, so a slow client never grows the server's
   * memory. A replay read from the log holds no more than `flushThresholdBytes` of frames the
   * stream serialised itself (stored JSON, which the runner keeps anyway, counts only here).
   * @default 1048576 (1 MiB)
   */
  readonly maxBufferedBytes?: number;
  /**
   * Frames produced in one burst go out as one chunk; a burst larger than this is written early.
   * @default 65536 (64 KiB)
   */
  readonly flushThresholdBytes?: number;
}

export const DEFAULT_HEARTBEAT_INTERVAL_MS = 15_000;
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
export const DEFAULT_FLUSH_THRESHOLD_BYTES = 64 * 1024;
