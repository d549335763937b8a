// The one event script both servers stream, so the ceiling and the runtime do the same work.
export const DELTA_TEXT = "token ";

export function runStartedEvent(threadId, runId) {
  return { type: "RUN_STARTED", threadId, runId };
}

/**
 * Yields the events of one synthetic run: a single assistant message of `deltas` content events,
 * each `DELTA_TEXT`, or about `deltaBytes` long when given.
 */
export function* syntheticRunEvents({ threadId, runId, deltas, deltaBytes }) {
  const messageId = `m-${runId}`;
  const delta = deltaBytes ? DELTA_TEXT.repeat(Math.ceil(deltaBytes / DELTA_TEXT.length)) : DELTA_TEXT;
  yield runStartedEvent(threadId, runId);
  yield { type: "TEXT_MESSAGE_START", messageId, role: "assistant" };
  for (let index = 0; index < deltas; index++) {
    yield { type: "TEXT_MESSAGE_CONTENT", messageId, delta };
  }
  yield { type: "TEXT_MESSAGE_END", messageId };
  yield { type: "RUN_FINISHED", threadId, runId };
}

/** Events produced per macrotask: an LLM stream arrives in bursts, never as one synchronous loop. */
export const EVENTS_PER_TICK = 256;
