import type { MessageRunStatus } from "@wingman/core";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";

/**
 * Under a message whose run was stopped ("Stopped") or failed (the error, inline, with Retry). The
 * failure is an alert: it is the only place the chat shows a failed run (no banner repeats it).
 */
export function MessageRunStatusView({ status, onRetry }: { status: MessageRunStatus; onRetry: () => void }) {
  const labels = useCopilotChatLabels();
  if (status.status === "stopped") {
    return (
      <span className="wm-message__stopped" data-testid="copilot-message-stopped">
        {labels.stoppedLabel}
      </span>
    );
  }
  return (
    <div className="wm-message__error" data-testid="copilot-message-error" role="alert">
      <span>
        <strong>{labels.errorTitle}</strong> {status.message}
      </span>
      <button type="button" className="wm-button" onClick={onRetry}>
        {labels.retryButtonLabel}
      </button>
    </div>
  );
}
