import { verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { from, lastValueFrom, toArray } from "rxjs";

export const started: BaseEvent = { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" };

/**
 * A run using every kind of span AG-UI knows, nested and interleaved: reasoning (a span and its
 * message sharing an id), steps (one name open in the parent and a subagent at once), parallel tool
 * calls (one answered, one ended only, one open), a nested subagent run with its own text and step,
 * plus state, activity, custom and raw events between them.
 */
export function everySpanRun(): BaseEvent[] {
  return [
    started,
    { type: EventType.STEP_STARTED, stepName: "plan" },
    { type: EventType.REASONING_START, messageId: "think" },
    { type: EventType.REASONING_MESSAGE_START, messageId: "think", role: "reasoning" },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "think", delta: "Let me see" },
    { type: EventType.STATE_SNAPSHOT, snapshot: { count: 0 } },
    { type: EventType.REASONING_MESSAGE_END, messageId: "think" },
    { type: EventType.REASONING_END, messageId: "think" },
    { type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "Working" },
    { type: EventType.TOOL_CALL_START, toolCallId: "c1", toolCallName: "search", parentMessageId: "m1" },
    { type: EventType.TOOL_CALL_START, toolCallId: "c2", toolCallName: "lookup", parentMessageId: "m1" },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: "c1", delta: '{"q":1}' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: "c2", delta: '{"k":2}' },
    { type: EventType.TOOL_CALL_END, toolCallId: "c1" },
    { type: EventType.TOOL_CALL_RESULT, toolCallId: "c1", messageId: "c1-r", role: "tool", content: "found" },
    { type: EventType.TOOL_CALL_END, toolCallId: "c2" },
    { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 1 }] },
    { type: EventType.ACTIVITY_SNAPSHOT, messageId: "a1", activityType: "progress", content: { done: 1 } },
    { type: EventType.ACTIVITY_DELTA, messageId: "a1", activityType: "progress", patch: [{ op: "replace", path: "/done", value: 2 }] },
    { type: EventType.CUSTOM, name: "note", value: { ok: true } },
    { type: EventType.RAW, event: { provider: "x" } },
    { type: EventType.SUBAGENT_STARTED, subagentRunId: "sub", name: "helper" },
    { type: EventType.STEP_STARTED, stepName: "plan", subagentRunId: "sub" },
    { type: EventType.SUBAGENT_STARTED, subagentRunId: "sub-inner", name: "inner", parentSubagentRunId: "sub" },
    { type: EventType.TEXT_MESSAGE_START, messageId: "sm", role: "assistant", subagentRunId: "sub-inner" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "sm", delta: "inner", subagentRunId: "sub-inner" },
    { type: EventType.TOOL_CALL_START, toolCallId: "c3", toolCallName: "fetch", subagentRunId: "sub" },
    { type: EventType.REASONING_START, messageId: "think-2" },
    { type: EventType.REASONING_MESSAGE_START, messageId: "think-2", role: "reasoning" },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "think-2", delta: "hmm" },
    { type: EventType.REASONING_MESSAGE_END, messageId: "think-2" },
    { type: EventType.REASONING_END, messageId: "think-2" },
    { type: EventType.TOOL_CALL_END, toolCallId: "c3", subagentRunId: "sub" },
    { type: EventType.TOOL_CALL_RESULT, toolCallId: "c3", messageId: "c3-r", role: "tool", content: "ok" },
    { type: EventType.TEXT_MESSAGE_END, messageId: "sm", subagentRunId: "sub-inner" },
    { type: EventType.SUBAGENT_FINISHED, subagentRunId: "sub-inner" },
    { type: EventType.STEP_FINISHED, stepName: "plan", subagentRunId: "sub" },
    { type: EventType.SUBAGENT_FINISHED, subagentRunId: "sub" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: " done" },
    { type: EventType.TEXT_MESSAGE_END, messageId: "m1" },
    { type: EventType.STEP_FINISHED, stepName: "plan" },
    { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" },
  ];
}

/** What `verifyEvents` of `@ag-ui/client` says of a stream: "ok", or its error message. */
export async function verdict(events: readonly BaseEvent[]): Promise<string> {
  try {
    await lastValueFrom(from(events).pipe(verifyEvents(), toArray()));
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
}
