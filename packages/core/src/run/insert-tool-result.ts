import type { AbstractAgent } from "@ag-ui/client";
import type { ToolMessage } from "@ag-ui/core";
import { replaceAgentMessages } from "../agents/replace-agent-messages.js";

/**
 * Puts a tool result right after its assistant message (and the results already there),
 * replacing a placeholder result of the same call. False when the assistant message is gone (the
 * thread was switched meanwhile): nothing is inserted then.
 */
export function insertToolResult(agent: AbstractAgent, assistantId: string, toolCallId: string, content: string): boolean {
  const messages = agent.messages.slice();
  const owner = messages.findIndex((message) => message.id === assistantId);
  if (owner === -1) return false;
  const result: ToolMessage = { id: globalThis.crypto.randomUUID(), role: "tool", toolCallId, content };
  const existing = messages.findIndex((message) => message.role === "tool" && message.toolCallId === toolCallId);
  if (existing !== -1) {
    messages[existing] = { ...result, id: messages[existing]!.id };
  } else {
    let at = owner + 1;
    while (at < messages.length && messages[at]!.role === "tool") at++;
    messages.splice(at, 0, result);
  }
  replaceAgentMessages(agent, messages);
  return true;
}
