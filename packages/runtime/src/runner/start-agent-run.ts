import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { errorMessage } from "@wingman/shared/internal";
import type { RunAbortSource } from "./agent-run-abort.js";
import { driveAgent } from "./drive-agent.js";

/**
 * Drives `agent` for `input` with {@link driveAgent}, then calls `onEnd` once: without a message when
 * the run completed or `signal` (an `AbortSignal`, or an `AgentRunAbort`) detached it, with the
 * error's message when the agent failed — even when it threw before its run started, so that a
 * runner always ends the run and unlocks its thread. A building block for runners.
 *
 * @example
 * startAgentRun(agent, input, (event) => record(run, event), run.abort, (interruptionMessage) =>
 *   end(run, { stopRequested: run.stopRequested, interruptionMessage }),
 * );
 */
export function startAgentRun(
  agent: AbstractAgent,
  input: RunAgentInput,
  onEvent: (event: BaseEvent) => void,
  signal: RunAbortSource,
  onEnd: (interruptionMessage?: string) => void,
): void {
  let started: Promise<void>;
  try {
    started = driveAgent(agent, input, onEvent, signal);
  } catch (error) {
    started = Promise.reject(error);
  }
  started.then(
    () => onEnd(),
    (error: unknown) => onEnd(errorMessage(error)),
  );
}
