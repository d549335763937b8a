import { EventType } from "@ag-ui/core";

/**
 * Delta event type → the field naming the stream it continues: the events a stream is mostly made
 * of, which compaction merges, verification skips within a burst and encoding writes from a prefix.
 */
export const DELTA_STREAM_KEY: Readonly<Partial<Record<string, "messageId" | "toolCallId">>> = Object.freeze({
  [EventType.TEXT_MESSAGE_CONTENT]: "messageId",
  [EventType.REASONING_MESSAGE_CONTENT]: "messageId",
  [EventType.TOOL_CALL_ARGS]: "toolCallId",
});
