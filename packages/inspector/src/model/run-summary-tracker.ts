import { LruMap } from "./lru-map.js";
import type { RecordedEvent } from "./recorded-event.js";
import type { RunSummary } from "./run-summary.js";
import { sumTokenUsage } from "./sum-token-usage.js";

/** The events whose arrival counts as the first token of a run. */
const TOKEN_EVENTS = new Set(["TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CHUNK", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CHUNK", "TOOL_CALL_ARGS", "TOOL_CALL_CHUNK"]);

type MutableSummary = { -readonly [K in keyof RunSummary]: RunSummary[K] };

/**
 * Builds a {@link RunSummary} per run, incrementally, from recorded events. It keeps the last
 * `maxRuns` runs, so summaries survive the events they were computed from being dropped.
 */
export class RunSummaryTracker {
  readonly #runs: LruMap<string, MutableSummary>;

  constructor(options: { maxRuns?: number } = {}) {
    this.#runs = new LruMap(options.maxRuns ?? 200);
  }

  record(recorded: RecordedEvent): void {
    const { runId, event } = recorded;
    if (runId === undefined) return;
    const key = `${recorded.agentId}\u0000${recorded.threadId}\u0000${runId}`;
    let run = this.#runs.get(key);
    if (!run || (event.type === "RUN_STARTED" && run.status !== "running")) {
      run = {
        runId,
        agentId: recorded.agentId,
        threadId: recorded.threadId,
        status: "running",
        startedAt: recorded.receivedAt,
        eventCount: 0,
        bytes: 0,
        partial: event.type !== "RUN_STARTED",
      };
      this.#runs.set(key, run);
    }
    run.eventCount++;
    run.bytes += recorded.size;
    if (run.timeToFirstTokenMs === undefined && TOKEN_EVENTS.has(event.type)) {
      run.timeToFirstTokenMs = recorded.receivedAt - run.startedAt;
    }
    if (event.type === "RUN_FINISHED" || event.type === "RUN_ERROR") {
      run.endedAt = recorded.receivedAt;
      run.durationMs = recorded.receivedAt - run.startedAt;
      const usage = sumTokenUsage(event["usage"]);
      if (usage) run.usage = usage;
      if (event.type === "RUN_ERROR") {
        run.status = "error";
        if (typeof event["message"] === "string") run.errorMessage = event["message"];
        if (typeof event["code"] === "string") run.errorCode = event["code"];
      } else {
        const outcome = event["outcome"] as { type?: unknown } | undefined;
        run.status = outcome?.type === "interrupt" ? "interrupted" : outcome?.type === "cancelled" ? "cancelled" : "finished";
      }
    }
  }

  /** Summaries, oldest run first; optionally of one agent's thread. */
  summaries(filter: { agentId?: string; threadId?: string } = {}): RunSummary[] {
    return this.#runs
      .values()
      .filter((run) => (filter.agentId === undefined || run.agentId === filter.agentId) && (filter.threadId === undefined || run.threadId === filter.threadId))
      .sort((a, b) => a.startedAt - b.startedAt)
      .map((run) => ({ ...run }));
  }

  clear(): void {
    this.#runs.clear();
  }
}
