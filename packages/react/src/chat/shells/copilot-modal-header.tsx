import type { ButtonHTMLAttributes, HTMLAttributes } from "react";
import { useCopilotChatConfiguration, useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CloseIcon } from "../../ui/icons.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";

/** Props of `CopilotModalHeader`: the title of a popup or sidebar, with title and close button slots. */
export type CopilotModalHeaderProps = WithSlots<
  {
    /** The heading. Default: an `<h2>` with `title`. */
    titleContent: HTMLAttributes<HTMLHeadingElement>;
    /** Closes the popup or sidebar. Default: the built-in close button. */
    closeButton: ButtonHTMLAttributes<HTMLButtonElement>;
  },
  {
    /** The heading's text. Default: the `modalHeaderTitle` label. */
    title?: string;
    /** Id for the title, which the popup's dialog is labelled by. */
    titleId?: string;
  } & Omit<HTMLAttributes<HTMLElement>, "children">
>;

function Title({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 data-testid="copilot-header-title" {...props} className={cx("wm-modal-header__title", className)} />;
}

function CloseButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const labels = useCopilotChatLabels();
  return (
    <button type="button" data-testid="copilot-close-button" aria-label={labels.closeButtonLabel} {...props} className={cx("wm-icon-button", className)}>
      <CloseIcon />
    </button>
  );
}

/** The title bar of a popup or sidebar, with a close button. */
export function CopilotModalHeader(props: CopilotModalHeaderProps) {
  const { title, titleId, titleContent, closeButton, children, className, ...rest } = props;
  const config = useCopilotChatConfiguration();
  const labels = useCopilotChatLabels();
  const parts = {
    titleContent: renderSlot(titleContent, Title, { children: title ?? labels.modalHeaderTitle, ...(titleId !== undefined && { id: titleId }) }),
    closeButton: renderSlot(closeButton, CloseButton, { onClick: () => config?.setModalOpen(false) }),
  };
  if (children) return <>{children({ ...props, ...parts })}</>;
  // role="none": inside the popup's dialog a <header> would be a second banner landmark next to the page's own.
  return (
    <header data-testid="copilot-modal-header" role="none" {...rest} className={cx("wm-modal-header", className)}>
      {parts.titleContent}
      {parts.closeButton}
    </header>
  );
}

CopilotModalHeader.Title = Title;
CopilotModalHeader.CloseButton = CloseButton;
