import { CopilotChatConfigurationProvider } from "../copilot-chat-configuration.js";
import type { CopilotChatToggleButtonProps } from "./copilot-chat-toggle-button.js";
import { CopilotChatView, type CopilotChatViewProps } from "../copilot-chat-view.js";
import type { CopilotModalHeaderProps } from "./copilot-modal-header.js";
import { SidebarShell } from "./copilot-sidebar.js";
import type { SlotValue } from "../../ui/render-slot.js";

/** Props of `CopilotSidebarView`: the chat view's, plus the panel's header, toggle button and width. Default: open, 480px. */
export type CopilotSidebarViewProps = Omit<CopilotChatViewProps, "header"> & {
  /** The panel's header (a slot: component, className or props). */
  header?: SlotValue<CopilotModalHeaderProps>;
  /** The button that opens and closes it (a slot). Default: `CopilotChatToggleButton`. */
  toggleButton?: SlotValue<CopilotChatToggleButtonProps>;
  /** CSS width (default 480px). */
  width?: number | string;
  /** Default true. */
  defaultOpen?: boolean;
  /** The page edge the panel sits at. Default: `"right"`. */
  position?: "left" | "right";
  /** The header's title. Default: the `modalHeaderTitle` label. */
  title?: string;
};

/**
 * `CopilotSidebar`'s panel, toggle and Escape around the presentational `CopilotChatView`:
 * messages and callbacks come from the props, not from an agent.
 */
export function CopilotSidebarView({ header, toggleButton, width, defaultOpen, position, title, className, ...viewProps }: CopilotSidebarViewProps) {
  return (
    <CopilotChatConfigurationProvider isModalDefaultOpen={defaultOpen ?? true}>
      <SidebarShell
        {...{ width, position, title, toggleButton, className }}
        headerSlot={header}
        theme={viewProps.theme}
        chat={(renderedHeader) => <CopilotChatView {...viewProps} header={renderedHeader} />}
      />
    </CopilotChatConfigurationProvider>
  );
}
