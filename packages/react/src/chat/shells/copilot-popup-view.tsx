import { CopilotChatConfigurationProvider } from "../copilot-chat-configuration.js";
import type { CopilotChatToggleButtonProps } from "./copilot-chat-toggle-button.js";
import { CopilotChatView, type CopilotChatViewProps } from "../copilot-chat-view.js";
import type { CopilotModalHeaderProps } from "./copilot-modal-header.js";
import { PopupShell } from "./copilot-popup.js";
import type { SlotValue } from "../../ui/render-slot.js";

/** Props of `CopilotPopupView`: the chat view's, plus the window's header, toggle button and size. */
export type CopilotPopupViewProps = Omit<CopilotChatViewProps, "header"> & {
  /** The window's header (a slot: component, className or props). */
  header?: SlotValue<CopilotModalHeaderProps>;
  /** The button that opens and closes it (a slot). Default: `CopilotChatToggleButton`. */
  toggleButton?: SlotValue<CopilotChatToggleButtonProps>;
  /** CSS width of the window; a number is pixels. Default: 420px. */
  width?: number | string;
  /** CSS height of the window; a number is pixels. Default: 560px. */
  height?: number | string;
  /** Close when clicking outside the window (default false). */
  clickOutsideToClose?: boolean;
  /** Default false. */
  defaultOpen?: boolean;
  /** The header's title. Default: the `modalHeaderTitle` label. */
  title?: string;
};

/**
 * `CopilotPopup`'s window, toggle, focus trap and Escape around the presentational
 * `CopilotChatView`: messages and callbacks come from the props, not from an agent.
 */
export function CopilotPopupView({ header, toggleButton, width, height, clickOutsideToClose, defaultOpen, title, className, ...viewProps }: CopilotPopupViewProps) {
  return (
    <CopilotChatConfigurationProvider isModalDefaultOpen={defaultOpen ?? false}>
      <PopupShell
        {...{ width, height, title, clickOutsideToClose, toggleButton, className }}
        headerSlot={header}
        theme={viewProps.theme}
        chat={(renderedHeader) => <CopilotChatView {...viewProps} header={renderedHeader} />}
      />
    </CopilotChatConfigurationProvider>
  );
}
