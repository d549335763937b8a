import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { textRunEvents } from "@wingman/runtime/testing";
import { messageText } from "./message-text.js";

/** A tool call a scripted run makes: `id` is suffixed to the run id. */
export interface ScriptedToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: string;
}

export interface ToolCallRunOptions {
  /** The assistant text before the calls. Default: "Let me check.". */
  readonly preamble?: string;
  /** Splits each call's arguments into deltas of this many characters. Default: one delta. */
  readonly argsPieceLength?: number;
}

/** `RUN_STARTED`, the given events, `RUN_FINISHED`. */
export function runOf(input: RunAgentInput, events: readonly object[]): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    ...events,
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

/** A run that says a short text, then calls the given tools (their ids prefixed by the run id). */
export function toolCallRun(input: RunAgentInput, calls: readonly ScriptedToolCall[], options: ToolCallRunOptions = {}): BaseEvent[] {
  const { runId } = input;
  const messageId = `${runId}-assistant`;
  const pieces = (args: string): string[] =>
    options.argsPieceLength === undefined ? [args] : (args.match(new RegExp(`.{1,${options.argsPieceLength}}`, "g")) ?? [""]);
  return runOf(input, [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: options.preamble ?? "Let me check." },
    { type: EventType.TEXT_MESSAGE_END, messageId },
    ...calls.flatMap((call) => [
      { type: EventType.TOOL_CALL_START, toolCallId: `${runId}-${call.id}`, toolCallName: call.name, parentMessageId: messageId },
      ...pieces(call.args).map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: `${runId}-${call.id}`, delta })),
      { type: EventType.TOOL_CALL_END, toolCallId: `${runId}-${call.id}` },
    ]),
  ]);
}

/** A run that fails: `RUN_STARTED`, then `RUN_ERROR`. */
export function errorRun(input: RunAgentInput, message = "the agent failed", code = "agent_failure"): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.RUN_ERROR, message, code },
  ] as BaseEvent[];
}

/** A run that ends asking the user to confirm (interrupt `int-1`). */
export function interruptRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    {
      type: EventType.RUN_FINISHED,
      threadId,
      runId,
      outcome: { type: "interrupt", interrupts: [{ id: "int-1", reason: "confirmation", message: "Proceed?" }] },
    },
  ] as BaseEvent[];
}

/** A run that asks a question through CopilotKit's legacy interrupt: a CUSTOM `on_interrupt` event. */
export function legacyInterruptRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.CUSTOM, name: "on_interrupt", value: { question: "Delete the file?" } },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

/** The answer to a legacy interrupt (a run with `forwardedProps.command`): "legacy resumed <command as JSON>". */
export function legacyResumedRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const command = (input.forwardedProps as { command?: unknown } | undefined)?.command;
  return textRunEvents({ threadId, runId, deltas: ["legacy resumed ", JSON.stringify(command)] });
}

/** A run that reasons ("Weighing the options"), then answers "Decided.". */
export function reasoningRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const messageId = `${runId}-r`;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.REASONING_START, messageId },
    { type: EventType.REASONING_MESSAGE_START, messageId, role: "reasoning" },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId, delta: "Weighing the options" },
    { type: EventType.REASONING_MESSAGE_END, messageId },
    { type: EventType.REASONING_END, messageId },
    ...textRunEvents({ threadId, runId, deltas: ["Decided."] }).slice(1),
  ] as BaseEvent[];
}

/** Suggestions: one `copilotkitSuggest` call whose arguments arrive in pieces of 12 characters. */
export function suggestionsRun(input: RunAgentInput, suggestions: readonly { title: string; message: string }[]): BaseEvent[] {
  const args = JSON.stringify({ suggestions });
  return runOf(input, [
    { type: EventType.TOOL_CALL_START, toolCallId: "s1", toolCallName: "copilotkitSuggest" },
    ...(args.match(/.{1,12}/g) ?? []).map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: "s1", delta })),
    { type: EventType.TOOL_CALL_END, toolCallId: "s1" },
  ]);
}

/** Answers a turn that returns tool results: "Tools said: " and every tool message, joined by " | ". */
export function toolResultsRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const results = input.messages.filter((message) => message.role === "tool").map((message) => messageText(message.content));
  return textRunEvents({ threadId, runId, deltas: ["Tools said: ", results.join(" | ")] });
}

/** Answers a resumed run: "resumed " and the `[status, payload]` of each resume entry. */
export function resumedRun(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const payload = JSON.stringify((input.resume ?? []).map((entry) => [entry.status, entry.payload ?? null]));
  return textRunEvents({ threadId, runId, deltas: ["resumed ", payload] });
}

/**
 * The replies every package's router agent gives, by the last user text: "weather" calls
 * `getWeather` for Paris, "approve" calls `confirm`, "error" fails, "interrupt" asks to confirm,
 * "legacy interrupt" asks through an `on_interrupt` event (a run carrying its answer says so).
 * Undefined for any other text. `callTools` makes the tool-call runs (each package splits them its way).
 */
export function commonReply(
  input: RunAgentInput,
  said: string,
  callTools: (input: RunAgentInput, calls: ScriptedToolCall[]) => BaseEvent[],
): BaseEvent[] | undefined {
  if ((input.forwardedProps as { command?: unknown } | undefined)?.command !== undefined) return legacyResumedRun(input);
  switch (said) {
    case "weather":
      return callTools(input, [{ id: "c1", name: "getWeather", args: '{"city":"Paris"}' }]);
    case "approve":
      return callTools(input, [{ id: "c1", name: "confirm", args: '{"question":"Delete?"}' }]);
    case "error":
      return errorRun(input);
    case "interrupt":
      return interruptRun(input);
    case "legacy interrupt":
      return legacyInterruptRun(input);
    default:
      return undefined;
  }
}
