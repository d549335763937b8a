/** Where an `SseEventPump` writes its frames: a Web stream's controller, or a Node response. */
export interface SseSink {
  /** Bytes the sink still takes before the pump should wait for its next `pull()`; ≤ 0 when full. */
  readonly desiredSize: number;
  /** Bytes written to the sink and not yet sent on. */
  readonly queuedBytes: number;
  /** Frames, UTF-8 once encoded. */
  write(frames: string): void;
  close(): void;
}
