import { authoritativeActivityTypes } from "@ag-ui/client";
import type { ActivityMessage, Message, MessagesSnapshotEvent, StateDeltaEvent } from "@ag-ui/core";
import jsonPatch from "fast-json-patch";
import type { ReducerContext } from "./reducer-context.js";
import { withoutNullSubagent } from "./without-null-subagent.js";

/** STATE_DELTA: applies the JSON Patch to the state (a failing patch is reported and skipped). */
export function applyStateDelta(context: ReducerContext, event: StateDeltaEvent): void {
  try {
    const result = jsonPatch.applyPatch(context.state, event.delta, true, false);
    context.setState(result.newDocument);
  } catch (error) {
    console.warn(`Failed to apply state patch: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * MESSAGES_SNAPSHOT: the snapshot's messages, in the client's order, with those the snapshot
 * does not own (client-side activity and reasoning messages) kept.
 */
export function applyMessagesSnapshot(context: ReducerContext, event: MessagesSnapshotEvent): void {
  const incoming = event.messages.map(withoutNullSubagent);
  const byId = new Map(incoming.map((message) => [message.id, message]));
  const owned = authoritativeActivityTypes(event);
  const hasActivity = incoming.some((message) => message.role === "activity");
  const hasReasoning = incoming.some((message) => message.role === "reasoning");
  const keepClientOnly = (message: Message) =>
    (message.role === "activity" &&
      (owned ? !owned.includes((message as ActivityMessage).activityType) : owned !== null && !hasActivity)) ||
    (message.role === "reasoning" && !hasReasoning);
  const next = context.store.messages
    .filter((message) => byId.has(message.id) || keepClientOnly(message))
    .map((message) => byId.get(message.id) ?? message);
  const present = new Set(next.map((message) => message.id));
  for (const message of incoming) if (!present.has(message.id)) next.push(message);
  context.store.replace(next, true);
}
