import type { RunAgentInput } from "@ag-ui/core";

/**
 * The input to record on a run's `RUN_STARTED`: the run's input with only the messages the thread's
 * history does not already hold. Clients resend the whole conversation with every run; storing it
 * again would duplicate every message id across runs on replay.
 *
 * @example
 * const known = new Set(history.map((message) => message.id));
 * const recorded = inputWithNewMessages(input, known); // recorded.messages: the new user turn only
 */
export function inputWithNewMessages(input: RunAgentInput, knownMessageIds: ReadonlySet<string>): RunAgentInput {
  const messages = input.messages.filter((message) => !knownMessageIds.has(message.id));
  // Nothing to drop: the input itself, so an agent's own RUN_STARTED input reaches subscribers as
  // the object it emitted (CopilotKit's runners pass it through).
  return messages.length === input.messages.length ? input : { ...input, messages };
}
