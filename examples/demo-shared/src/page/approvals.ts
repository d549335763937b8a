import type { ConversationMessage } from "./conversation-message.js";

/** The answer the page sends back for `requestApproval`. */
export interface ApprovalAnswer {
  approved: boolean;
}

/** One `requestApproval` call of a conversation and what became of it. */
export interface Approval {
  id: string;
  action: string;
  decision: "pending" | "approved" | "declined";
}

/** Whether a `requestApproval` result approved (undefined when it is not an answer). */
export function parseApproval(result: string | undefined): boolean | undefined {
  if (!result) return undefined;
  try {
    const parsed = JSON.parse(result) as Partial<ApprovalAnswer>;
    return typeof parsed.approved === "boolean" ? parsed.approved : undefined;
  } catch {
    return undefined;
  }
}

/** Every approval the agent asked for in these messages, in order, with its answer. */
export function readApprovals(messages: readonly ConversationMessage[]): Approval[] {
  const results = new Map<string, string>();
  for (const message of messages) if (message.role === "tool" && message.toolCallId !== undefined) results.set(message.toolCallId, typeof message.content === "string" ? message.content : "");
  const approvals: Approval[] = [];
  for (const message of messages) {
    if (message.role !== "assistant") continue;
    for (const call of message.toolCalls ?? []) {
      if (call.function.name !== "requestApproval") continue;
      let action = "";
      try {
        action = String((JSON.parse(call.function.arguments) as { action?: unknown }).action ?? "");
      } catch {
        // arguments still streaming
      }
      const result = results.get(call.id);
      approvals.push({ id: call.id, action, decision: result === undefined ? "pending" : parseApproval(result) ? "approved" : "declined" });
    }
  }
  return approvals;
}
