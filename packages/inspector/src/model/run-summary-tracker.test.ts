import { describe, expect, it } from "vitest";
import { EventLog } from "./event-log.js";
import type { InspectedEvent } from "./recorded-event.js";
import { RunSummaryTracker } from "./run-summary-tracker.js";
import { scriptedRun, steppingClock } from "../../test/fixtures/test-events.js";

function track(events: InspectedEvent[], options: { maxRuns?: number; threadId?: string } = {}) {
  const log = new EventLog({ now: steppingClock(1_000, 10) });
  const tracker = new RunSummaryTracker(options);
  for (const event of events) tracker.record(log.record({ agentId: "a", threadId: options.threadId ?? "t1", event }));
  return tracker;
}

describe("RunSummaryTracker", () => {
  it("summarises a run: duration, time to first token, events, bytes and tokens", () => {
    const [run] = track(scriptedRun("r1")).summaries();
    expect(run).toMatchObject({
      runId: "r1",
      agentId: "a",
      threadId: "t1",
      status: "finished",
      startedAt: 1000,
      endedAt: 1080,
      durationMs: 80,
      timeToFirstTokenMs: 30,
      eventCount: 9,
      usage: { inputTokens: 12, outputTokens: 3, totalTokens: 15 },
      partial: false,
    });
    expect(run!.bytes).toBeGreaterThan(100);
  });

  it("has no token totals when the agent reports no usage", () => {
    const events = scriptedRun("r1").map((event) => (event.type === "RUN_FINISHED" ? { type: "RUN_FINISHED", runId: "r1", threadId: "t1" } : event));
    expect(track(events).summaries()[0]!.usage).toBeUndefined();
  });

  it("records errors, interrupts and cancellations", () => {
    const tracker = track([
      { type: "RUN_STARTED", threadId: "t1", runId: "e" },
      { type: "RUN_ERROR", message: "boom", code: "agent_failure", usage: [{ inputTokens: 2, outputTokens: 0 }] },
      { type: "RUN_STARTED", threadId: "t1", runId: "i" },
      { type: "RUN_FINISHED", threadId: "t1", runId: "i", outcome: { type: "interrupt", interrupts: [] } },
      { type: "RUN_STARTED", threadId: "t1", runId: "c" },
      { type: "RUN_FINISHED", threadId: "t1", runId: "c", outcome: { type: "cancelled" } },
      { type: "RUN_STARTED", threadId: "t1", runId: "open" },
    ]);
    expect(tracker.summaries().map((run) => [run.runId, run.status])).toEqual([
      ["e", "error"],
      ["i", "interrupted"],
      ["c", "cancelled"],
      ["open", "running"],
    ]);
    expect(tracker.summaries()[0]).toMatchObject({ errorMessage: "boom", errorCode: "agent_failure", usage: { totalTokens: 2 } });
    expect(tracker.summaries()[3]!.durationMs).toBeUndefined();
  });

  it("marks a run whose RUN_STARTED it never saw as partial", () => {
    const log = new EventLog();
    const tracker = new RunSummaryTracker();
    tracker.record(log.record({ agentId: "a", threadId: "t1", runId: "late", event: { type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "x" } }));
    expect(tracker.summaries()[0]).toMatchObject({ runId: "late", partial: true, eventCount: 1 });
  });

  it("filters by thread and keeps only the last maxRuns runs", () => {
    const events = Array.from({ length: 5 }, (_, i) => scriptedRun(`r${i}`)).flat();
    const tracker = track(events, { maxRuns: 3 });
    expect(tracker.summaries().map((run) => run.runId)).toEqual(["r2", "r3", "r4"]);
    expect(tracker.summaries({ threadId: "other" })).toEqual([]);
  });
});
