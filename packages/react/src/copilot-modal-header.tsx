import { useCopilotChatConfiguration, useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CloseIcon } from "./icons.js";
import { cx } from "./render-slot.js";

export interface CopilotModalHeaderProps {
  title?: string;
  titleId?: string;
  className?: string;
}

/** The title bar of a popup or sidebar, with a close button. */
export function CopilotModalHeader({ title, titleId, className }: CopilotModalHeaderProps) {
  const config = useCopilotChatConfiguration();
  const labels = useCopilotChatLabels();
  return (
    <header className={cx("wm-modal-header", className)} data-testid="copilot-modal-header">
      <h2 className="wm-modal-header__title" id={titleId} data-testid="copilot-header-title">
        {title ?? labels.modalHeaderTitle}
      </h2>
      <button type="button" className="wm-icon-button" data-testid="copilot-close-button" aria-label={labels.closeButtonLabel} onClick={() => config?.setModalOpen(false)}>
        <CloseIcon />
      </button>
    </header>
  );
}
