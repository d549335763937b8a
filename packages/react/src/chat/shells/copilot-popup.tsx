import { focusDialog, trapDialogFocus } from "@wingman/core/chat";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { CopilotChat, type CopilotChatProps } from "../copilot-chat.js";
import { CopilotChatConfigurationProvider, useCopilotChatConfiguration } from "../copilot-chat-configuration.js";
import type { CopilotChatToggleButtonProps } from "./copilot-chat-toggle-button.js";
import { CopilotModalHeader, type CopilotModalHeaderProps } from "./copilot-modal-header.js";
import { CopilotChatToggleButtonWithRef } from "./copilot-sidebar.js";
import { cx, renderSlot, type SlotValue } from "../../ui/render-slot.js";

/** Props of `CopilotPopup`: `CopilotChat`'s, plus the window's header, size and open state. Default: closed. */
export interface CopilotPopupProps extends Omit<CopilotChatProps, "header"> {
  /** The header (a slot: component, className or props), as CopilotKit's `header`. */
  header?: SlotValue<CopilotModalHeaderProps>;
  /** Default false. */
  defaultOpen?: boolean;
  /** CSS width of the window; a number is pixels. Default: 420px. */
  width?: number | string;
  /** CSS height of the window; a number is pixels. Default: 560px. */
  height?: number | string;
  /** The header's title. Default: the `modalHeaderTitle` label. */
  title?: string;
  /** Close when clicking outside the window (default false). */
  clickOutsideToClose?: boolean;
  /** @deprecated Use `header`. */
  headerSlot?: SlotValue<CopilotModalHeaderProps>;
  /** The button that opens and closes it (a slot). Default: `CopilotChatToggleButton`. */
  toggleButton?: SlotValue<CopilotChatToggleButtonProps>;
}

/**
 * The chat in a floating window (a modal dialog) opened by a toggle button: focus moves into it
 * and is trapped there, Escape closes it, and focus returns to the toggle.
 */
export function CopilotPopup({ defaultOpen, width, height, title, clickOutsideToClose, header, headerSlot, toggleButton, className, ...chatProps }: CopilotPopupProps) {
  return (
    <CopilotChatConfigurationProvider isModalDefaultOpen={defaultOpen ?? false} {...(chatProps.labels && { labels: chatProps.labels })}>
      <PopupShell
        {...{ width, height, title, clickOutsideToClose, toggleButton, className }}
        headerSlot={header ?? headerSlot}
        theme={chatProps.theme}
        chat={(renderedHeader) => <CopilotChat {...chatProps} header={renderedHeader} />}
      />
    </CopilotChatConfigurationProvider>
  );
}

/** The popup's window, toggle and focus handling around a chat (connected or presentational). */
export interface PopupShellProps {
  width?: number | string | undefined;
  height?: number | string | undefined;
  title?: string | undefined;
  clickOutsideToClose?: boolean | undefined;
  headerSlot?: SlotValue<CopilotModalHeaderProps> | undefined;
  toggleButton?: SlotValue<CopilotChatToggleButtonProps> | undefined;
  className?: string | undefined;
  theme?: "light" | "dark" | "auto" | undefined;
  /** Renders the chat with the given header. */
  chat: (header: ReactNode) => ReactNode;
}

export function PopupShell({ width, height, title, clickOutsideToClose, headerSlot, toggleButton, className, theme, chat }: PopupShellProps) {
  const config = useCopilotChatConfiguration()!;
  const open = config.isModalOpen;
  const dialogId = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open) {
      if (dialog.current) focusDialog(dialog.current);
    } else if (wasOpen.current) {
      toggle.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open || !clickOutsideToClose) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !toggle.current?.contains(target)) config.setModalOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, clickOutsideToClose, config]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      config.setModalOpen(false);
      return;
    }
    if (dialog.current) trapDialogFocus(event, dialog.current);
  };

  const size = (value: number | string | undefined, fallback: string) => (typeof value === "number" ? `${value}px` : (value ?? fallback));
  const style = { "--wm-popup-width": size(width, "420px"), "--wm-popup-height": size(height, "560px") } as Record<string, string>;
  return (
    <>
      <CopilotChatToggleButtonWithRef slot={toggleButton} controls={dialogId} buttonRef={toggle} className="wm-toggle--popup" />
      {open && (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={cx("wm-root", "wm-popup", className)}
          data-wingman=""
          data-testid="copilot-popup"
          data-theme={theme ?? "auto"}
          style={style}
          onKeyDown={onKeyDown}
        >
          {chat(renderSlot(headerSlot, CopilotModalHeader, { titleId, ...(title !== undefined && { title }) }))}
        </div>
      )}
    </>
  );
}
