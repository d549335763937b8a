import { forwardRef } from "react";
import { useCopilotChatConfiguration, useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { ChatIcon, CloseIcon } from "./icons.js";
import { cx } from "./render-slot.js";

export interface CopilotChatToggleButtonProps {
  className?: string;
  /** Id of the element it opens (for `aria-controls`). */
  controls?: string;
}

/** Opens and closes the enclosing popup or sidebar; its name says which it will do. */
export const CopilotChatToggleButton = forwardRef<HTMLButtonElement, CopilotChatToggleButtonProps>(function CopilotChatToggleButton(
  { className, controls },
  ref,
) {
  const config = useCopilotChatConfiguration();
  const labels = useCopilotChatLabels();
  const open = config?.isModalOpen ?? false;
  return (
    <button
      ref={ref}
      type="button"
      className={cx("wm-root", "wm-toggle", className)}
      data-wingman=""
      data-testid="copilot-chat-toggle"
      data-state={open ? "open" : "closed"}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? labels.chatToggleCloseLabel : labels.chatToggleOpenLabel}
      onClick={() => config?.setModalOpen(!open)}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
    </button>
  );
});
