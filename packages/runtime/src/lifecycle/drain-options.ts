/** Options of `CopilotRuntime.drain()` and `close()`. */
export interface DrainOptions {
  /**
   * How long runs in flight may take to finish. After it, `close()` closes the runner, which
   * finalizes the runs still alive as errors (`RUN_ERROR`), their stored logs intact.
   * @default 30000
   */
  readonly graceMs?: number;
  /**
   * Whether the event streams and sockets open when draining starts are handed off at once (ended
   * with a reconnect hint, so that clients resume elsewhere from their last event id). With false
   * they are served until their run ends, and handed off only by `close()` after the grace period:
   * for clients that do not resume a dropped stream (CopilotKit's own, `@ag-ui/client`'s
   * `HttpAgent`).
   * @default true
   */
  readonly handOffStreams?: boolean;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;
