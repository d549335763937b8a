import type { Message, RunAgentInput, State } from "@ag-ui/core";
import type { AgentRunAbort, LiveRun } from "@wingman/runtime";
import type { RunRecording } from "@wingman/shared/internal";

/** A run this process drives: what the runner needs to feed, write, stop and store it. */
export interface SqliteActiveRun {
  readonly threadId: string;
  readonly ownerId: string;
  readonly agentId: string;
  readonly live: LiveRun;
  /** Stops the agent and detaches the runner from its stream. */
  readonly abort: AgentRunAbort;
  /** The input as recorded on `RUN_STARTED`: only messages new to the thread. */
  readonly recordedInput: RunAgentInput;
  /** How the input is recorded: a continuation, or a new branch of the thread. */
  readonly recording: RunRecording;
  /** The thread's messages before this run. */
  readonly history: readonly Message[];
  readonly startState: State;
  readonly createdThread: boolean;
  readonly firstId: number;
  nextId: number;
  /** How many of `live.events` are written to the database. */
  written: number;
  agentEventCount: number;
  sawRunStarted: boolean;
  stopRequested: boolean;
}
