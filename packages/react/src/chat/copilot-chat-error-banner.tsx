import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { cx } from "../ui/render-slot.js";

/** Props of `CopilotChatErrorBanner`: the error shown, with retry and dismiss actions. */
export interface CopilotChatErrorBannerProps {
  /** The error shown. */
  error: Error;
  /** The core's error code, on the banner's `data-code`. */
  code: string;
  /** Shows Retry, which repeats the failed action. Default: none (no Retry button). */
  onRetry?: (() => void) | undefined;
  /** Hides the banner. */
  onDismiss: () => void;
  /** Added to the banner's own class. Default: none. */
  className?: string;
}

/** An error from the core, announced (role=alert), with Retry when the failed action can be repeated. */
export function CopilotChatErrorBanner({ error, code, onRetry, onDismiss, className }: CopilotChatErrorBannerProps) {
  const labels = useCopilotChatLabels();
  return (
    <div className={cx("wm-error", className)} role="alert" data-error-code={code}>
      <div className="wm-error__text">
        <strong>{labels.errorTitle}</strong>
        <span>{error.message}</span>
      </div>
      <div className="wm-error__actions">
        {onRetry && (
          <button type="button" className="wm-button" onClick={onRetry}>
            {labels.retryButtonLabel}
          </button>
        )}
        <button type="button" className="wm-button wm-button--ghost" onClick={onDismiss}>
          {labels.dismissButtonLabel}
        </button>
      </div>
    </div>
  );
}
