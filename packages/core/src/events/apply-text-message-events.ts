import type { Message, Metadata, TextMessageContentEvent, TextMessageStartEvent } from "@ag-ui/core";
import { chain, type MaybePromise } from "../async/maybe-promise.js";
import type { ReducerContext } from "./reducer-context.js";
import type { HookName } from "./subscriber-hooks.js";

/** TEXT_MESSAGE_START / REASONING_MESSAGE_START: creates the message (or merges metadata into it). */
export function applyTextMessageStart(
  context: ReducerContext,
  event: TextMessageStartEvent,
  hook: HookName,
  kind: "assistant" | "reasoning",
): MaybePromise<void> {
  return context.withHook(event, hook, {}, () => {
    const { store } = context;
    const { messageId, name, subagentRunId } = event as TextMessageStartEvent & { subagentRunId?: string | null };
    const index = store.indexOf(messageId);
    const existing = index === -1 ? undefined : store.messages[index];
    if (existing?.role === "activity") {
      console.warn(`${event.type}: Message '${messageId}' is an activity message`);
      return;
    }
    if (!existing) {
      const created = {
        id: messageId,
        role: kind === "reasoning" ? "reasoning" : (event.role ?? "assistant"),
        content: "",
        ...(kind === "assistant" && name !== undefined && { name }),
        ...(subagentRunId != null && { subagentRunId }),
      } as Message;
      context.mergeMetadata(created, event);
      store.push(created);
      return;
    }
    if (event.metadata !== undefined) context.mergeMetadata(store.ownMessage(index), event);
  });
}

/** TEXT_MESSAGE_CONTENT / REASONING_MESSAGE_CONTENT: appends the delta (the hot path). */
export function applyTextMessageContent(
  context: ReducerContext,
  event: TextMessageContentEvent,
  hook: HookName,
  bufferKey: string,
): MaybePromise<void> {
  const { store } = context;
  const index = store.indexOf(event.messageId);
  const target = index === -1 ? undefined : store.messages[index];
  if (!target || target.role === "activity") {
    console.warn(`${event.type}: No text message found with ID '${event.messageId}'`);
    return;
  }
  const buffer = () => (typeof target.content === "string" ? target.content : "");
  return chain(context.hooks.run(hook, () => ({ event, [bufferKey]: buffer() })), (stopped) => {
    if (stopped) return;
    const current = store.indexOf(event.messageId);
    if (current === -1) return;
    const message = store.ownMessage(current) as Message & { content?: unknown };
    message.content = `${typeof message.content === "string" ? message.content : ""}${event.delta}`;
    context.mergeMetadata(message as { metadata?: Metadata }, event);
  });
}

/** TEXT_MESSAGE_END / REASONING_MESSAGE_END: merges metadata and announces the finished message. */
export function applyTextMessageEnd(
  context: ReducerContext,
  event: TextMessageContentEvent,
  hook: HookName,
  bufferKey: string,
): MaybePromise<void> {
  const { store } = context;
  const index = store.indexOf(event.messageId);
  const target = index === -1 ? undefined : store.messages[index];
  if (!target || target.role === "activity") {
    console.warn(`${event.type}: No text message found with ID '${event.messageId}'`);
    return;
  }
  const content = typeof target.content === "string" ? target.content : "";
  return chain(context.hooks.run(hook, () => ({ event, [bufferKey]: content })), (stopped) => {
    const current = store.indexOf(event.messageId);
    if (!stopped && event.metadata !== undefined && current !== -1) {
      context.mergeMetadata(store.ownMessage(current) as { metadata?: Metadata }, event);
    }
    const message = current === -1 ? target : store.messages[current]!;
    context.hooks.notify("onNewMessage", { message });
  });
}
