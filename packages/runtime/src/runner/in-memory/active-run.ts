import type { RunAgentInput } from "@ag-ui/core";
import type { RunRecording } from "@wingman/shared/internal";
import type { AgentRunAbort } from "../agent-run-abort.js";
import type { LiveRun } from "../live-run.js";

/** A thread's run in progress: what the runner needs to feed, stop and finalize it. */
export interface ActiveRun {
  readonly live: LiveRun;
  /** Stops the agent and detaches the runner from its stream. */
  readonly abort: AgentRunAbort;
  /** The input as recorded on `RUN_STARTED`: only messages new to the thread. */
  readonly recordedInput: RunAgentInput;
  /** How the input is recorded: a continuation, or a new branch of the thread. */
  readonly recording: RunRecording;
  /** Whether this run created its thread (an empty thread is removed again if the run stores nothing). */
  readonly createdThread: boolean;
  /** Events the agent itself emitted (closers added by the runner not counted). */
  agentEventCount: number;
  stopRequested: boolean;
  sawRunStarted: boolean;
  /** Approximate bytes of the run's events so far, counted in the store's total. */
  bytes: number;
  deadline: ReturnType<typeof setTimeout> | undefined;
}
