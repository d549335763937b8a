import type { MessageDeliveryStatus } from "@wingman/core/chat";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";

/**
 * Under a user message that has not reached the agent: "Waiting for connection…" while the browser
 * is offline (it is sent when back online), or "Not sent" with Retry. Polite status, not an alert:
 * waiting is not an error, and a failure is announced by the chat's error banner.
 */
export function MessageDeliveryView({ status, onRetry }: { status: MessageDeliveryStatus; onRetry: () => void }) {
  const labels = useCopilotChatLabels();
  if (status === "queued") {
    return (
      <span className="wm-message__queued" data-testid="copilot-message-queued" role="status">
        {labels.waitingForConnectionLabel}
      </span>
    );
  }
  return (
    <div className="wm-message__not-sent" data-testid="copilot-message-not-sent" role="status">
      <span>{labels.notSentLabel}</span>
      <button type="button" className="wm-button" onClick={onRetry}>
        {labels.retryButtonLabel}
      </button>
    </div>
  );
}
