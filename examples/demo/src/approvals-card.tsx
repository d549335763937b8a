import { useAgent, UseAgentUpdate } from "@wingman/react";
import { parseApproval } from "./approval-card.js";
import { TryButton } from "./try-button.js";

interface Approval {
  id: string;
  action: string;
  decision: "pending" | "approved" | "declined";
}

type Message = ReturnType<typeof useAgent>["agent"]["messages"][number];

function readApprovals(messages: readonly Message[]): Approval[] {
  const results = new Map<string, string>();
  for (const message of messages) if (message.role === "tool") results.set(message.toolCallId, typeof message.content === "string" ? message.content : "");
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
      const approved = parseApproval(result);
      approvals.push({ id: call.id, action, decision: result === undefined ? "pending" : approved ? "approved" : "declined" });
    }
  }
  return approvals;
}

/** Human in the loop: what the agent asked this conversation to approve, and the answers. */
export function ApprovalsCard() {
  const { agent } = useAgent({ updates: [UseAgentUpdate.OnMessagesChanged] });
  const approvals = readApprovals(agent.messages);
  return (
    <section className="card" aria-labelledby="approvals-title" data-testid="approvals-card">
      <div className="card__header">
        <div>
          <h2 className="card__title" id="approvals-title">
            Approvals
          </h2>
          <p className="card__subtitle">Human in the loop: the agent waits for your answer in the chat.</p>
        </div>
      </div>
      {approvals.length === 0 ? (
        <p className="empty">No approvals asked in this conversation yet.</p>
      ) : (
        <ul className="approvals">
          {approvals.map((approval) => (
            <li key={approval.id} className="approvals__item">
              <span className="approvals__action">{approval.action || "…"}</span>
              <span className={`badge badge--${approval.decision}`}>{approval.decision}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="card__footer">
        <TryButton message="Ask for approval to deploy to production" />
      </div>
    </section>
  );
}
