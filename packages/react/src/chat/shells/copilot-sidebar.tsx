import type { ReactNode, Ref } from "react";
import { useEffect, useId, useRef } from "react";
import { CopilotChat, type CopilotChatProps } from "../copilot-chat.js";
import { CopilotChatConfigurationProvider, useCopilotChatConfiguration, useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CopilotChatToggleButton, type CopilotChatToggleButtonProps } from "./copilot-chat-toggle-button.js";
import { CopilotModalHeader, type CopilotModalHeaderProps } from "./copilot-modal-header.js";
import { cx, renderSlot, type SlotValue } from "../../ui/render-slot.js";

/** Props of `CopilotSidebar`: `CopilotChat`'s, plus the panel's header, width, side and open state. Default: open, 480px. */
export interface CopilotSidebarProps extends Omit<CopilotChatProps, "header"> {
  /** The header (a slot: component, className or props), as CopilotKit's `header`. */
  header?: SlotValue<CopilotModalHeaderProps>;
  /** Default true. */
  defaultOpen?: boolean;
  /** CSS width (default 480px). */
  width?: number | string;
  /** The page edge the panel sits at. Default: `"right"`. */
  position?: "left" | "right";
  /** The header's title. Default: the `modalHeaderTitle` label. */
  title?: string;
  /** @deprecated Use `header`. */
  headerSlot?: SlotValue<CopilotModalHeaderProps>;
  /** The button that opens and closes it (a slot). Default: `CopilotChatToggleButton`. */
  toggleButton?: SlotValue<CopilotChatToggleButtonProps>;
}

/**
 * The chat in a panel at the page edge with a toggle button. Closed, the panel is `hidden` (no
 * focusable content left behind); Escape inside it closes it and focus returns to the toggle.
 * It never changes the host page's layout: place your content with `--wm-sidebar-width` if needed.
 */
export function CopilotSidebar({ defaultOpen, width, position, title, header, headerSlot, toggleButton, className, ...chatProps }: CopilotSidebarProps) {
  return (
    <CopilotChatConfigurationProvider isModalDefaultOpen={defaultOpen ?? true} {...(chatProps.labels && { labels: chatProps.labels })}>
      <SidebarShell
        {...{ width, position, title, toggleButton, className }}
        headerSlot={header ?? headerSlot}
        theme={chatProps.theme}
        chat={(renderedHeader) => <CopilotChat {...chatProps} header={renderedHeader} />}
      />
    </CopilotChatConfigurationProvider>
  );
}

/** The sidebar's panel, toggle and focus handling around a chat (connected or presentational). */
export interface SidebarShellProps {
  width?: number | string | undefined;
  position?: "left" | "right" | undefined;
  title?: string | undefined;
  headerSlot?: SlotValue<CopilotModalHeaderProps> | undefined;
  toggleButton?: SlotValue<CopilotChatToggleButtonProps> | undefined;
  className?: string | undefined;
  theme?: "light" | "dark" | "auto" | undefined;
  /** Renders the chat with the given header. */
  chat: (header: ReactNode) => ReactNode;
}

export function SidebarShell({ width, position = "right", title, headerSlot, toggleButton, className, theme, chat }: SidebarShellProps) {
  const config = useCopilotChatConfiguration()!;
  const labels = useCopilotChatLabels();
  const panelId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(config.isModalOpen);
  useEffect(() => {
    if (wasOpen.current && !config.isModalOpen) toggle.current?.focus();
    wasOpen.current = config.isModalOpen;
  }, [config.isModalOpen]);
  const style = { "--wm-sidebar-width": typeof width === "number" ? `${width}px` : (width ?? "480px") } as Record<string, string>;
  return (
    <>
      <CopilotChatToggleButtonWithRef slot={toggleButton} controls={panelId} buttonRef={toggle} className={`wm-toggle--${position}`} />
      <aside
        id={panelId}
        className={cx("wm-root", "wm-sidebar", `wm-sidebar--${position}`, className)}
        data-wingman=""
        data-testid="copilot-sidebar"
        data-theme={theme ?? "auto"}
        aria-label={labels.sidebarLabel}
        hidden={!config.isModalOpen}
        style={style}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            config.setModalOpen(false);
          }
        }}
      >
        {chat(renderSlot(headerSlot, CopilotModalHeader, { titleId, ...(title !== undefined && { title }) }))}
      </aside>
    </>
  );
}

/** Renders the toggle slot; the default gets the ref used to return focus. */
export function CopilotChatToggleButtonWithRef(props: {
  slot: SlotValue<CopilotChatToggleButtonProps> | undefined;
  controls: string;
  buttonRef: Ref<HTMLButtonElement>;
  className: string;
}) {
  if (props.slot === undefined) return <CopilotChatToggleButton ref={props.buttonRef} controls={props.controls} className={props.className} />;
  return renderSlot(props.slot, CopilotChatToggleButton, { controls: props.controls, className: props.className });
}
