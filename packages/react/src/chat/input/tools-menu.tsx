import { wrapIndex, type ToolsMenuEntry, type ToolsMenuItem } from "@wingman/core/chat";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronRightIcon } from "../../ui/icons.js";

type MenuProps = {
  entries: readonly ToolsMenuEntry[];
  label: string;
  /** Closes the whole menu; `returnFocus` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
  /** Closes only this level (a submenu); absent at the top. */
  onBack?: () => void;
  id?: string;
};

/**
 * A WAI-ARIA menu: arrow keys move (wrapping), Home/End jump, Enter/Space/ArrowRight open a
 * submenu, ArrowLeft/Escape leave it, Escape at the top or Tab closes the menu.
 */
export function ToolsMenu({ entries, label, onClose, onBack, id }: MenuProps) {
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const [openIndex, setOpenIndex] = useState(-1);
  const submenuId = useId();
  const actionable = entries.map((entry, index) => (entry === "-" ? -1 : index)).filter((index) => index >= 0);

  useEffect(() => {
    items.current[actionable[0] ?? -1]?.focus();
    // Focus the first item once, when this level opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const move = (from: number, step: number) => {
    const position = wrapIndex(actionable.indexOf(from), step, actionable.length);
    items.current[actionable[position] ?? -1]?.focus();
  };

  const activate = (entry: ToolsMenuItem, index: number) => {
    if (entry.items) setOpenIndex(index);
    else {
      onClose(true);
      entry.action();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, entry: ToolsMenuItem, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index, 1),
      ArrowUp: () => move(index, -1),
      Home: () => items.current[actionable[0]!]?.focus(),
      End: () => items.current[actionable[actionable.length - 1]!]?.focus(),
      ArrowRight: () => entry.items && setOpenIndex(index),
      ArrowLeft: () => onBack?.(),
      Escape: () => (onBack ? onBack() : onClose(true)),
    };
    if (event.key === "Tab") return onClose(false);
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };

  return (
    <div role="menu" aria-label={label} className="wm-menu" id={id} data-testid="copilot-tools-menu">
      {entries.map((entry, index) => {
        if (entry === "-") return <div key={`separator-${index}`} role="separator" className="wm-menu__separator" />;
        const open = openIndex === index;
        return (
          <div key={`${entry.label}-${index}`} className="wm-menu__entry">
            <button
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="wm-menu__item"
              tabIndex={-1}
              {...(entry.items && { "aria-haspopup": "menu" as const, "aria-expanded": open, "aria-controls": open ? submenuId : undefined })}
              onClick={() => activate(entry, index)}
              onKeyDown={(event) => onKeyDown(event, entry, index)}
            >
              <span>{entry.label}</span>
              {entry.items && <ChevronRightIcon />}
            </button>
            {open && entry.items && (
              <ToolsMenu
                id={submenuId}
                entries={entry.items}
                label={entry.label}
                onClose={onClose}
                onBack={() => {
                  setOpenIndex(-1);
                  items.current[index]?.focus();
                }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
