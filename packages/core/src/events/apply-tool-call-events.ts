import type { AssistantMessage, BaseEvent, ToolCall, ToolCallArgsEvent, ToolCallResultEvent, ToolCallStartEvent, ToolMessage } from "@ag-ui/core";
import { chain, type MaybePromise } from "../async/maybe-promise.js";
import { parsePartialJson } from "@wingman/shared/internal";
import type { ReducerContext } from "./reducer-context.js";

/** TOOL_CALL_START: adds the call to its parent assistant message, or to a new one. */
export function applyToolCallStart(context: ReducerContext, event: ToolCallStartEvent): MaybePromise<void> {
  return context.withHook(event, "onToolCallStartEvent", {}, () => {
    const { store } = context;
    const { toolCallId, toolCallName, parentMessageId } = event;
    const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
    context.toolCallStarted(toolCallId);
    const existing = store.readToolCall(toolCallId);
    if (existing) {
      const renamed = existing.function.name !== toolCallName;
      if (renamed) console.warn(`TOOL_CALL_START: tool call '${toolCallId}' renamed to '${toolCallName}'`);
      if (renamed || event.metadata !== undefined) {
        const call = store.ownToolCall(toolCallId)!;
        call.function.name = toolCallName;
        context.mergeMetadata(call, event);
      }
      return;
    }
    const toolCall: ToolCall = { id: toolCallId, type: "function", function: { name: toolCallName, arguments: "" } };
    context.mergeMetadata(toolCall, event);
    store.adopt(toolCall);
    store.adopt(toolCall.function);
    const parentIndex = parentMessageId ? store.indexOf(parentMessageId) : -1;
    const parent = parentIndex === -1 ? undefined : store.messages[parentIndex];
    if (parent?.role === "assistant") {
      const message = store.ownMessage(parentIndex) as AssistantMessage;
      message.toolCalls = message.toolCalls ? store.own(message.toolCalls) : [];
      store.adopt(message.toolCalls);
      message.toolCalls.push(toolCall);
    } else {
      if (parent) console.warn(`TOOL_CALL_START: parentMessageId '${parentMessageId}' is not an assistant message`);
      const created: AssistantMessage = {
        id: parent || !parentMessageId ? toolCallId : parentMessageId,
        role: "assistant",
        toolCalls: [toolCall],
        ...(subagentRunId != null && { subagentRunId }),
      } as AssistantMessage;
      store.adopt(created.toolCalls!);
      store.push(created);
    }
    if (parent?.role === "assistant") store.setOwner(toolCallId, parent.id);
  });
}

/** TOOL_CALL_ARGS: appends to the call's arguments; hooks see them partially parsed. */
export function applyToolCallArgs(context: ReducerContext, event: ToolCallArgsEvent): MaybePromise<void> {
  const { store } = context;
  const target = store.readToolCall(event.toolCallId);
  if (!target) {
    console.warn(`TOOL_CALL_ARGS: No tool call found with ID '${event.toolCallId}'`);
    return;
  }
  return chain(
    context.hooks.run("onToolCallArgsEvent", () => ({
      event,
      toolCallBuffer: target.function.arguments,
      toolCallName: target.function.name,
      partialToolCallArgs: parsePartialJson(target.function.arguments) ?? {},
    })),
    (stopped) => {
      if (stopped) return;
      const call = store.ownToolCall(event.toolCallId);
      if (!call) return;
      call.function.arguments += event.delta;
      context.mergeMetadata(call, event);
    },
  );
}

/** TOOL_CALL_END: merges metadata and announces the finished call. */
export function applyToolCallEnd(context: ReducerContext, event: BaseEvent & { toolCallId: string }): MaybePromise<void> {
  const { store } = context;
  const target = store.readToolCall(event.toolCallId);
  if (!target) {
    console.warn(`TOOL_CALL_END: No tool call found with ID '${event.toolCallId}'`);
    return;
  }
  return chain(
    context.hooks.run("onToolCallEndEvent", () => {
      let toolCallArgs = {};
      try {
        toolCallArgs = JSON.parse(target.function.arguments);
      } catch {
        // incomplete arguments: subscribers get {}
      }
      return { event, toolCallName: target.function.name, toolCallArgs };
    }),
    (stopped) => {
      let call = store.readToolCall(event.toolCallId) ?? target;
      if (!stopped && event.metadata !== undefined) {
        call = store.ownToolCall(event.toolCallId) ?? call;
        context.mergeMetadata(call, event);
      }
      context.hooks.notify("onNewToolCall", { toolCall: call });
    },
  );
}

/** TOOL_CALL_RESULT: the tool message, placed after its call's message (and its other results). */
export function applyToolCallResult(context: ReducerContext, event: ToolCallResultEvent): MaybePromise<void> {
  return context.withHook(event, "onToolCallResultEvent", {}, () => {
    const { store } = context;
    const { messageId, toolCallId, content, role } = event;
    const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
    context.toolCallAnswered(toolCallId);
    const toolMessage = {
      id: messageId,
      toolCallId,
      role: role || "tool",
      content,
      ...(subagentRunId != null && { subagentRunId }),
    } as ToolMessage;
    context.mergeMetadata(toolMessage, event);
    const ownerId = store.ownerOf(toolCallId);
    const ownerIndex = ownerId === undefined ? -1 : store.indexOf(ownerId);
    const messages = store.messages;
    if (ownerIndex === -1 || messages[ownerIndex]!.role !== "assistant") {
      store.push(toolMessage);
    } else {
      let at = ownerIndex + 1;
      while (at < messages.length && messages[at]!.role === "tool") at++;
      if (at === messages.length) store.push(toolMessage);
      else store.insert(at, toolMessage);
    }
    context.hooks.notify("onNewMessage", { message: toolMessage });
  });
}
