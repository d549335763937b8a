/** Options of `CopilotRuntime.drain()` and `close()`. */
export interface DrainOptions {
  /**
   * How long runs in flight may take to finish. After it, `close()` closes the runner, which
   * finalizes the runs still alive as errors (`RUN_ERROR`), their stored logs intact.
   * @default 30000
   */
  readonly graceMs?: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;
