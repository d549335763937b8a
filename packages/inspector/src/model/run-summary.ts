/** Token counts summed over a run's `usage` entries (AG-UI 1.0 `TokenUsage[]`). */
export interface TokenTotals {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly totalTokens: number;
  readonly reasoningTokens?: number;
  readonly cachedInputTokens?: number;
}

/** How far a run inspected got: running, or how it ended. */
export type RunStatus = "running" | "finished" | "interrupted" | "cancelled" | "error";

/** What the inspector knows about one run. */
export interface RunSummary {
  readonly runId: string;
  readonly agentId: string;
  readonly threadId: string;
  readonly status: RunStatus;
  /** When its first event (normally RUN_STARTED) arrived, in ms since the epoch. */
  readonly startedAt: number;
  readonly endedAt?: number;
  /** From the first event to RUN_FINISHED/RUN_ERROR. */
  readonly durationMs?: number;
  /** From the first event to the first streamed content (text, reasoning or tool arguments). */
  readonly timeToFirstTokenMs?: number;
  readonly eventCount: number;
  /** Bytes of all its events as JSON. */
  readonly bytes: number;
  /** Summed from RUN_FINISHED/RUN_ERROR `usage`, when the agent reported it. */
  readonly usage?: TokenTotals;
  readonly errorMessage?: string;
  readonly errorCode?: string;
  /** True when RUN_STARTED was not seen (the inspector attached mid-run or it was dropped). */
  readonly partial: boolean;
}
