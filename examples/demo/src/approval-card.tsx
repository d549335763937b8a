import { useAgent, UseAgentUpdate, type HumanInTheLoopRenderProps } from "@wingman/react";
import { parseApproval, type ApprovalAnswer } from "@wingman/demo-shared/page";
import { useEffect, useState } from "react";

/** The human-in-the-loop card: the agent waits until the user approves or declines. */
export function ApprovalCard({ args, status, result, respond }: HumanInTheLoopRenderProps<{ action: string }>) {
  const decision = status === "complete" ? parseApproval(result) : undefined;
  const { agent } = useAgent({ updates: [UseAgentUpdate.OnRunStatusChanged] });
  // Nothing waits for this answer any more (the page was reloaded while it was open). Checked
  // after a moment, since the handler starts just after the agent's stream ends.
  const waiting = status !== "complete" && !respond && !agent.isRunning;
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (!waiting) return setStale(false);
    const timer = setTimeout(() => setStale(true), 800);
    return () => clearTimeout(timer);
  }, [waiting]);
  return (
    <div className="approval-card" data-testid="approval-card" data-status={status}>
      <div className="approval-card__header">
        <svg className="approval-card__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" fill="#fde68a" stroke="#b45309" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M12 8v5m0 3v.5" stroke="#b45309" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <div>
          <div className="approval-card__eyebrow">Approval needed</div>
          <div className="approval-card__action">{args.action || "…"}</div>
        </div>
      </div>
      {stale ? (
        <div className="approval-card__outcome">Not answered. Ask again to approve it.</div>
      ) : status === "complete" ? (
        <div className={`approval-card__outcome approval-card__outcome--${decision ? "approved" : "declined"}`}>
          {decision ? "Approved" : "Declined"}
        </div>
      ) : (
        <div className="approval-card__buttons">
          <button type="button" className="button button--primary" disabled={!respond} onClick={() => respond?.({ approved: true } satisfies ApprovalAnswer)}>
            Approve
          </button>
          <button type="button" className="button" disabled={!respond} onClick={() => respond?.({ approved: false } satisfies ApprovalAnswer)}>
            Decline
          </button>
        </div>
      )}
    </div>
  );
}
