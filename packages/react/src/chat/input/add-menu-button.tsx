import { composerMenuEntries, type ToolsMenuEntry } from "@wingman/core/chat";
import { useEffect, useId, useMemo, useRef, useState, type ButtonHTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { PaperclipIcon, PlusIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";
import { lazyPart } from "../../ui/lazy-part.js";

// Loaded when the menu first opens.
const ToolsMenu = lazyPart(() => import("./tools-menu.js").then((module) => module.ToolsMenu));

/** Props of `CopilotChatInput.AddMenuButton`: the tools menu and the add-file action it offers. */
export type AddMenuButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { toolsMenu?: ToolsMenuEntry[]; onAddFile?: () => void };

/**
 * The "+" button: opens a menu of "Add attachments" (with `onAddFile`) and the tools menu. With
 * nothing but the add-file entry it opens the file picker at once (no one-item menu); with
 * nothing to offer it is disabled.
 */
export function AddMenuButton({ toolsMenu, onAddFile, className, disabled, ...rest }: AddMenuButtonProps) {
  const labels = useCopilotChatLabels();
  const addLabel = labels.addAttachmentsButtonLabel;
  const entries = useMemo(() => composerMenuEntries(toolsMenu, onAddFile && { label: addLabel, action: onAddFile }), [toolsMenu, onAddFile, addLabel]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const onlyAddFile = entries.length === 1 && entries[0] !== "-" && entries[0]!.action === onAddFile;
  const name = onlyAddFile ? addLabel : labels.chatInputToolbarToolsButtonLabel;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <div className="wm-menu-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        data-testid="copilot-add-menu-button"
        aria-label={name}
        title={name}
        {...(!onlyAddFile && { "aria-haspopup": "menu" as const, "aria-expanded": open, "aria-controls": open ? menuId : undefined })}
        disabled={disabled || entries.length === 0}
        {...rest}
        className={cx("wm-icon-button", className)}
        onClick={(event) => {
          rest.onClick?.(event);
          if (event.defaultPrevented) return;
          if (onlyAddFile) onAddFile!();
          else setOpen((wasOpen) => !wasOpen);
        }}
      >
        {onlyAddFile ? <PaperclipIcon /> : <PlusIcon />}
      </button>
      {open && (
        <ToolsMenu
          id={menuId}
          entries={entries}
          label={name}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
