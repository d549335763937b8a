import { useAgent, UseAgentUpdate } from "@wingman/react";
import { readApprovals } from "@wingman/demo-shared/page";
import { TryButton } from "./try-button.js";

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
