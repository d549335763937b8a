import { forwardRef, type ButtonHTMLAttributes, type SVGProps } from "react";
import { useCopilotChatConfiguration, useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { ChatIcon, CloseIcon } from "../../ui/icons.js";
import { cx, renderSlot, type SlotValue } from "../../ui/render-slot.js";

/** Props of `CopilotChatToggleButton`. */
export interface CopilotChatToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** Id of the element it opens (for `aria-controls`). */
  controls?: string;
  /** The icon while closed (a slot). Default: a chat bubble. */
  openIcon?: SlotValue<SVGProps<SVGSVGElement>>;
  /** The icon while open (a slot). Default: a cross. */
  closeIcon?: SlotValue<SVGProps<SVGSVGElement>>;
}

/** Opens and closes the enclosing popup or sidebar; its name says which it will do. */
export const CopilotChatToggleButton = forwardRef<HTMLButtonElement, CopilotChatToggleButtonProps>(function CopilotChatToggleButton(
  { className, controls, openIcon, closeIcon, onClick, ...rest },
  ref,
) {
  const config = useCopilotChatConfiguration();
  const labels = useCopilotChatLabels();
  const open = config?.isModalOpen ?? false;
  return (
    <button
      ref={ref}
      type="button"
      aria-controls={controls}
      aria-label={open ? labels.chatToggleCloseLabel : labels.chatToggleOpenLabel}
      {...rest}
      className={cx("wm-root", "wm-toggle", className)}
      data-wingman=""
      data-testid="copilot-chat-toggle"
      data-state={open ? "open" : "closed"}
      aria-expanded={open}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) config?.setModalOpen(!open);
      }}
    >
      {open ? renderSlot(closeIcon, CloseIcon, {}) : renderSlot(openIcon, ChatIcon, {})}
    </button>
  );
});
