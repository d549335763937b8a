import type { Message, ResumeEntry } from "@ag-ui/core";
import { WingmanAgentError } from "../errors/wingman-agent-error.js";

/**
 * Checks the resume entries against the history: every unanswered interrupt-tool call must be
 * covered, and every entry must name a tool call of this thread. Returns the entries that still
 * need a result (an entry whose call already has one is a repeat and is skipped).
 *
 * @throws {WingmanAgentError} `unresolved_interrupt` or `unknown_interrupt`.
 */
export function findResumedInterrupts(
  messages: readonly Message[],
  resume: readonly ResumeEntry[] | undefined,
  interruptToolNames: ReadonlySet<string>,
): Array<ResumeEntry & { toolName: string }> {
  const calls = new Map<string, string>();
  const answered = new Set<string>();
  for (const message of messages) {
    if (message.role === "assistant") for (const call of message.toolCalls ?? []) calls.set(call.id, call.function.name);
    if (message.role === "tool") answered.add(message.toolCallId);
  }
  const entries = new Map((resume ?? []).map((entry) => [entry.interruptId, entry]));
  const open = [...calls].filter(([id, name]) => interruptToolNames.has(name) && !answered.has(id) && !entries.has(id));
  if (open.length > 0) {
    throw new WingmanAgentError(
      "unresolved_interrupt",
      `The thread has ${open.length} open interrupt(s) (${open.map(([id]) => id).join(", ")}); answer them with resume before sending new input.`,
    );
  }
  const pending: Array<ResumeEntry & { toolName: string }> = [];
  for (const entry of entries.values()) {
    const toolName = calls.get(entry.interruptId);
    if (!toolName) {
      throw new WingmanAgentError("unknown_interrupt", `Resume names interrupt "${entry.interruptId}", which is not a tool call of this thread.`);
    }
    if (!answered.has(entry.interruptId)) pending.push({ ...entry, toolName });
  }
  return pending;
}
