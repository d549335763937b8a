import type { Message } from "@ag-ui/core";

/** Where a message sits in its conversation and in the run that produced it. */
export interface MessagePosition {
  runId: string | undefined;
  messageIndex: number;
  /** -1 and 0 while the message has no known run. */
  messageIndexInRun: number;
  numberOfMessagesInRun: number;
}

/**
 * The positions of all messages in one pass (a run's messages need not be contiguous): what
 * custom message renderers receive.
 */
export function messagePositions(messages: readonly Message[], runIdOf: (messageId: string) => string | undefined): Map<string, MessagePosition> {
  const runIds = messages.map((message) => runIdOf(message.id));
  const perRun = new Map<string, number>();
  for (const runId of runIds) if (runId !== undefined) perRun.set(runId, (perRun.get(runId) ?? 0) + 1);
  const seen = new Map<string, number>();
  const positions = new Map<string, MessagePosition>();
  messages.forEach((message, messageIndex) => {
    const runId = runIds[messageIndex];
    const messageIndexInRun = runId === undefined ? -1 : (seen.get(runId) ?? 0);
    if (runId !== undefined) seen.set(runId, messageIndexInRun + 1);
    positions.set(message.id, { runId, messageIndex, messageIndexInRun, numberOfMessagesInRun: runId === undefined ? 0 : perRun.get(runId)! });
  });
  return positions;
}
