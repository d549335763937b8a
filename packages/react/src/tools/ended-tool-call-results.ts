import type { CopilotKitCore } from "@wingman/core";

// The results of tool calls whose handlers ended, per core, as the end event told them. The core
// inserts a result before it reports the end, but an AG-UI agent tells its subscribers of new
// messages one after another across microtasks: a renderer that heard the end first would show the
// call neither executing nor answered for a moment. Entries are dropped once the result message
// has reached the renderer (`forgetEndedToolCall`).
const resultsByCore = new WeakMap<CopilotKitCore, Map<string, string>>();

/** The results recorded for this core; the first call starts recording them. */
export function endedToolCallResults(copilotkit: CopilotKitCore): ReadonlyMap<string, string> {
  let results = resultsByCore.get(copilotkit);
  if (!results) {
    const created = new Map<string, string>();
    copilotkit.subscribe({
      onToolExecutionStart: ({ toolCallId }) => void created.delete(toolCallId),
      onToolExecutionEnd: ({ toolCallId, result, error }) => void created.set(toolCallId, error === undefined ? result : `Error: ${error}`),
    });
    resultsByCore.set(copilotkit, created);
    results = created;
  }
  return results;
}

/** Drops a recorded result once its tool message is rendered instead. */
export function forgetEndedToolCall(copilotkit: CopilotKitCore, toolCallId: string): void {
  resultsByCore.get(copilotkit)?.delete(toolCallId);
}
