import { EventType, type BaseEvent } from "@ag-ui/core";

/** The ids and text of the `textRunEvents` fixture. Defaults: deltas `Hello, world`, ends with `RUN_FINISHED`. */
export interface TextRunEventsOptions {
  readonly threadId: string;
  readonly runId: string;
  /** Default `<runId>-reply`. */
  readonly messageId?: string;
  /** The text deltas of the assistant reply. Default `["Hello", ", ", "world"]`. */
  readonly deltas?: readonly string[];
  /** Whether to end with `RUN_FINISHED` (default) or leave the run open. */
  readonly terminal?: boolean;
  /** Leave the message open too (no `TEXT_MESSAGE_END`); implies no terminal. Default: false. */
  readonly openMessage?: boolean;
}

/**
 * The events of a run that streams one assistant text message: RUN_STARTED, TEXT_MESSAGE_START, one
 * CONTENT per delta, TEXT_MESSAGE_END, RUN_FINISHED.
 */
export function textRunEvents(options: TextRunEventsOptions): BaseEvent[] {
  const { threadId, runId, deltas = ["Hello", ", ", "world"], openMessage = false } = options;
  const messageId = options.messageId ?? `${runId}-reply`;
  const events: BaseEvent[] = [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    ...deltas.map((delta): BaseEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
  ];
  if (openMessage) return events;
  events.push({ type: EventType.TEXT_MESSAGE_END, messageId });
  if (options.terminal !== false) events.push({ type: EventType.RUN_FINISHED, threadId, runId });
  return events;
}

/** `count` deltas `"0 "`, `"1 "`, …: a long stream whose text is easy to check. */
export function numberedDeltas(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${index} `);
}
