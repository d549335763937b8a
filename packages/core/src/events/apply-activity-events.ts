import type { ActivityDeltaEvent, ActivityMessage, ActivitySnapshotEvent } from "@ag-ui/core";
import jsonPatch from "fast-json-patch";
import type { MaybePromise } from "../async/maybe-promise.js";
import type { ReducerContext } from "./reducer-context.js";

/** ACTIVITY_SNAPSHOT: creates or replaces an activity message (`replace: false` keeps an existing one). */
export function applyActivitySnapshot(context: ReducerContext, event: ActivitySnapshotEvent): MaybePromise<void> {
  const { store } = context;
  const existingIndex = store.indexOf(event.messageId);
  const existing = existingIndex === -1 ? undefined : store.messages[existingIndex];
  const existingActivity = existing?.role === "activity" ? (existing as ActivityMessage) : undefined;
  const extra = { activityMessage: existingActivity, existingMessage: existing };
  return context.withHook(event, "onActivitySnapshotEvent", extra, () => {
    const replace = event.replace ?? true;
    const subagentRunId = (event as { subagentRunId?: string | null }).subagentRunId;
    const created = {
      id: event.messageId,
      role: "activity",
      activityType: event.activityType,
      content: structuredClone(event.content),
      ...(subagentRunId != null && { subagentRunId }),
    } as ActivityMessage;
    const index = store.indexOf(event.messageId);
    const current = index === -1 ? undefined : store.messages[index];
    if (!current) {
      context.mergeMetadata(created, event);
      store.push(created);
      context.hooks.notify("onNewMessage", { message: created });
    } else if (current.role === "activity") {
      const message = store.ownMessage(index) as ActivityMessage & { subagentRunId?: string };
      if (replace) {
        message.activityType = event.activityType;
        message.content = structuredClone(event.content);
        if (subagentRunId != null) message.subagentRunId = subagentRunId;
        else delete message.subagentRunId;
      }
      context.mergeMetadata(message, event);
    } else if (replace) {
      context.mergeMetadata(created, event);
      store.ownArray()[index] = created;
      store.adopt(created);
      context.hooks.notify("onNewMessage", { message: created });
    } else {
      store.markChanged();
    }
  });
}

/** ACTIVITY_DELTA: applies the JSON Patch to an activity message's content. */
export function applyActivityDelta(context: ReducerContext, event: ActivityDeltaEvent): MaybePromise<void> {
  const { store } = context;
  const index = store.indexOf(event.messageId);
  if (index === -1) return;
  const existing = store.messages[index]!;
  if (existing.role !== "activity") {
    console.warn(`ACTIVITY_DELTA: Message '${event.messageId}' is not an activity message`);
    return;
  }
  return context.withHook(event, "onActivityDeltaEvent", { activityMessage: existing }, () => {
    const current = store.indexOf(event.messageId);
    if (current === -1) return;
    try {
      const base = structuredClone((store.messages[current] as ActivityMessage).content ?? {});
      const patched = jsonPatch.applyPatch(base, event.patch ?? [], true, false).newDocument;
      const message = store.ownMessage(current) as ActivityMessage;
      context.mergeMetadata(message, event);
      message.content = structuredClone(patched);
      message.activityType = event.activityType;
    } catch (error) {
      console.warn(`Failed to apply activity patch for '${event.messageId}': ${String(error)}`);
    }
  });
}
