import { EventType, type BaseEvent } from "@ag-ui/core";

/** The thread and run ids of the `everyEventRunEvents` fixture. */
export interface EveryEventRunEventsOptions {
  readonly threadId: string;
  readonly runId: string;
}

/**
 * The events of one valid run that uses every kind of AG-UI event and span, nested and interleaved:
 * a step; reasoning (its span and message sharing an id) with a state snapshot inside; a text
 * message carrying two parallel tool calls (one answered, one left for the frontend); a state delta,
 * an activity snapshot and delta, a custom and a raw event; a subagent run with its own step (the
 * same name as the parent's), a nested subagent writing text, a tool call of its own and more
 * reasoning. Ids are prefixed with `runId`. Cut it after any prefix to test what closes a run.
 *
 * @example
 * const agent = new ScriptedAgent({ script: (input) => everyEventRunEvents(input).slice(0, 12), end: "wait-for-abort" });
 */
export function everyEventRunEvents({ threadId, runId }: EveryEventRunEventsOptions): BaseEvent[] {
  const id = (name: string): string => `${runId}-${name}`;
  const [think, think2, reply, inner, activity] = [id("think"), id("think-2"), id("reply"), id("inner-reply"), id("progress")];
  const [search, lookup, fetchCall] = [id("search"), id("lookup"), id("fetch")];
  const [sub, subInner] = [id("sub"), id("sub-inner")];
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.STEP_STARTED, stepName: "plan" },
    { type: EventType.REASONING_START, messageId: think },
    { type: EventType.REASONING_MESSAGE_START, messageId: think, role: "reasoning" },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: think, delta: "Let me " },
    { type: EventType.STATE_SNAPSHOT, snapshot: { count: 0 } },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: think, delta: "see" },
    { type: EventType.REASONING_MESSAGE_END, messageId: think },
    { type: EventType.REASONING_END, messageId: think },
    { type: EventType.TEXT_MESSAGE_START, messageId: reply, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: reply, delta: "Working" },
    { type: EventType.TOOL_CALL_START, toolCallId: search, toolCallName: "search", parentMessageId: reply },
    { type: EventType.TOOL_CALL_START, toolCallId: lookup, toolCallName: "lookup", parentMessageId: reply },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: search, delta: '{"q":' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: lookup, delta: '{"k":2}' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: search, delta: "1}" },
    { type: EventType.TOOL_CALL_END, toolCallId: search },
    { type: EventType.TOOL_CALL_RESULT, toolCallId: search, messageId: id("search-result"), role: "tool", content: "found" },
    { type: EventType.TOOL_CALL_END, toolCallId: lookup },
    { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 1 }] },
    { type: EventType.ACTIVITY_SNAPSHOT, messageId: activity, activityType: "progress", content: { done: 1 } },
    { type: EventType.ACTIVITY_DELTA, messageId: activity, activityType: "progress", patch: [{ op: "replace", path: "/done", value: 2 }] },
    { type: EventType.CUSTOM, name: "note", value: { ok: true } },
    { type: EventType.RAW, event: { provider: "scripted" } },
    { type: EventType.SUBAGENT_STARTED, subagentRunId: sub, name: "helper" },
    { type: EventType.STEP_STARTED, stepName: "plan", subagentRunId: sub },
    { type: EventType.SUBAGENT_STARTED, subagentRunId: subInner, name: "inner", parentSubagentRunId: sub },
    { type: EventType.TEXT_MESSAGE_START, messageId: inner, role: "assistant", subagentRunId: subInner },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: inner, delta: "inner", subagentRunId: subInner },
    { type: EventType.TOOL_CALL_START, toolCallId: fetchCall, toolCallName: "fetch", subagentRunId: sub },
    { type: EventType.REASONING_START, messageId: think2 },
    { type: EventType.REASONING_MESSAGE_START, messageId: think2, role: "reasoning" },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: think2, delta: "hmm" },
    { type: EventType.REASONING_MESSAGE_END, messageId: think2 },
    { type: EventType.REASONING_END, messageId: think2 },
    { type: EventType.TOOL_CALL_END, toolCallId: fetchCall, subagentRunId: sub },
    { type: EventType.TOOL_CALL_RESULT, toolCallId: fetchCall, messageId: id("fetch-result"), role: "tool", content: "ok", subagentRunId: sub },
    { type: EventType.TEXT_MESSAGE_END, messageId: inner, subagentRunId: subInner },
    { type: EventType.SUBAGENT_FINISHED, subagentRunId: subInner },
    { type: EventType.STEP_FINISHED, stepName: "plan", subagentRunId: sub },
    { type: EventType.SUBAGENT_FINISHED, subagentRunId: sub },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: reply, delta: " done" },
    { type: EventType.TEXT_MESSAGE_END, messageId: reply },
    { type: EventType.STEP_FINISHED, stepName: "plan" },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
}
