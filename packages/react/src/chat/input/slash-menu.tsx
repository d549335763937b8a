import { filterSlashCommands, slashCommands, wrapIndex, type ToolsMenuAction, type ToolsMenuEntry } from "@wingman/core/chat";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent, type MutableRefObject } from "react";

/** Handles a key pressed in the textarea while the menu is open; true when the menu used it. */
export type SlashKeyHandler = (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;

type SlashMenuProps = {
  id: string;
  toolsMenu: readonly ToolsMenuEntry[] | undefined;
  addFile: ToolsMenuAction | undefined;
  query: string;
  onRun: (command: ToolsMenuAction) => void;
  /** Escape: the composer hides the menu until the text changes. */
  onDismiss: () => void;
  /** The highlighted option's id (for the textarea's `aria-activedescendant`), or undefined. */
  onActiveChange: (optionId: string | undefined) => void;
  /** Where the menu puts its key handler for the textarea. */
  keys: MutableRefObject<SlashKeyHandler | null>;
};

/**
 * The slash-command list above the composer (loaded when first shown): the add-file entry and the
 * tools menu flattened, filtered by the query. Focus stays in the textarea, which points at the
 * highlighted option; arrows move (wrapping), Enter runs, Escape closes; a pointer picks without
 * taking focus.
 */
export function SlashMenu({ id, toolsMenu, addFile, query, onRun, onDismiss, onActiveChange, keys }: SlashMenuProps) {
  const labels = useCopilotChatLabels();
  const commands = useMemo(() => filterSlashCommands(slashCommands(toolsMenu, addFile), query), [toolsMenu, addFile, query]);
  const [highlight, setHighlight] = useState(0);
  useEffect(() => setHighlight(0), [query]);
  const optionId = (index: number) => `${id}-${index}`;
  const active = commands[highlight] ? optionId(highlight) : undefined;
  useEffect(() => onActiveChange(active), [active, onActiveChange]);
  useEffect(() => () => onActiveChange(undefined), [onActiveChange]);
  useLayoutEffect(() => {
    keys.current = (event) => {
      const handlers: Record<string, (() => void) | undefined> = {
        ArrowDown: () => setHighlight((index) => wrapIndex(index, 1, commands.length)),
        ArrowUp: () => setHighlight((index) => wrapIndex(index, -1, commands.length)),
        Escape: onDismiss,
        Enter: commands[highlight] && !event.shiftKey ? () => onRun(commands[highlight]!) : undefined,
      };
      const handler = handlers[event.key];
      handler?.();
      return handler !== undefined;
    };
    return () => {
      keys.current = null;
    };
  });
  return (
    <div
      id={id}
      role="listbox"
      aria-label={labels.slashCommandsLabel}
      className="wm-slash-menu"
      data-testid="copilot-slash-menu"
      // Past five commands the list scrolls at CopilotKit's height, whatever the stylesheet says.
      style={commands.length > 5 ? { maxHeight: "200px" } : undefined}
    >
      {commands.length === 0 ? (
        <div className="wm-slash-menu__empty">{labels.noCommandsLabel}</div>
      ) : (
        commands.map((command, index) => (
          <div
            key={`${command.label}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlight}
            className="wm-slash-menu__option"
            ref={(element) => {
              if (index === highlight) element?.scrollIntoView?.({ block: "nearest" });
            }}
            onPointerEnter={() => setHighlight(index)}
            onMouseDown={(event) => {
              event.preventDefault();
              onRun(command);
            }}
          >
            {command.label}
          </div>
        ))
      )}
    </div>
  );
}
