import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { inputWithNewMessages } from "./input-with-new-messages.js";

/**
 * The input to record on an agent's `RUN_STARTED` event: the input the agent put on it (with only
 * the messages new to the thread) when it carries messages, else `recorded`, the run's own input
 * already trimmed with {@link inputWithNewMessages}.
 *
 * @example
 * if (event.type === EventType.RUN_STARTED) event = { ...event, input: runStartedInput(event, recorded, known) };
 */
export function runStartedInput(event: BaseEvent, recorded: RunAgentInput, knownMessageIds: ReadonlySet<string>): RunAgentInput {
  const supplied = event.input as RunAgentInput | undefined;
  return Array.isArray(supplied?.messages) ? inputWithNewMessages(supplied, knownMessageIds) : recorded;
}
