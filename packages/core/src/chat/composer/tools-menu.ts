/**
 * An entry of the composer's tools menu (CopilotKit's `toolsMenu`): an action, or a submenu of
 * items; `"-"` between items is a separator.
 */
export type ToolsMenuItem = { label: string } & ({ action: () => void; items?: never } | { action?: never; items: (ToolsMenuItem | "-")[] });

/** A tools-menu entry or a `"-"` separator. */
export type ToolsMenuEntry = ToolsMenuItem | "-";

/** An entry that runs something (a leaf of the tools menu). */
export type ToolsMenuAction = { label: string; action: () => void };

/**
 * The "+" menu: the add-file entry (when there is one), a separator, then the tools menu, with
 * leading, trailing and repeated separators dropped so the menu never shows an empty rule.
 */
export function composerMenuEntries(toolsMenu: readonly ToolsMenuEntry[] | undefined, addFile: ToolsMenuAction | undefined): ToolsMenuEntry[] {
  const entries: ToolsMenuEntry[] = addFile ? [addFile] : [];
  for (const entry of toolsMenu ?? []) {
    if (entry === "-" && (entries.length === 0 || entries[entries.length - 1] === "-")) continue;
    if (entry !== "-" && entries.length === 1 && addFile && entries[0] === addFile) entries.push("-");
    entries.push(entry);
  }
  while (entries[entries.length - 1] === "-") entries.pop();
  return entries;
}

/**
 * The slash commands: every action of the add-file entry and the tools menu, submenus flattened,
 * separators dropped, one per label (the first wins).
 */
export function slashCommands(toolsMenu: readonly ToolsMenuEntry[] | undefined, addFile: ToolsMenuAction | undefined): ToolsMenuAction[] {
  const commands: ToolsMenuAction[] = [];
  const seen = new Set<string>();
  const visit = (entry: ToolsMenuEntry) => {
    if (entry === "-") return;
    if (entry.items) {
      entry.items.forEach(visit);
      return;
    }
    if (entry.action && !seen.has(entry.label)) {
      seen.add(entry.label);
      commands.push({ label: entry.label, action: entry.action });
    }
  };
  if (addFile) visit(addFile);
  toolsMenu?.forEach(visit);
  return commands;
}

/**
 * What the composer's text asks of the slash menu: the query after a leading `/` (up to the first
 * line break), or `null` when the text does not start with `/`.
 */
export function slashQuery(text: string): string | null {
  if (!text.startsWith("/")) return null;
  return text.split(/\r?\n/, 1)[0]!.slice(1);
}

/** The commands matching a query, case-insensitively: labels starting with it first, then labels containing it. */
export function filterSlashCommands<Command extends { label: string }>(commands: readonly Command[], query: string): Command[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...commands];
  const starting: Command[] = [];
  const containing: Command[] = [];
  for (const command of commands) {
    const label = command.label.toLowerCase();
    if (label.startsWith(needle)) starting.push(command);
    else if (label.includes(needle)) containing.push(command);
  }
  return [...starting, ...containing];
}

/** Moves a highlight through `length` options by `step`, wrapping at both ends; -1 when there are none. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return -1;
  if (index < 0) return step > 0 ? 0 : length - 1;
  return (((index + step) % length) + length) % length;
}

/** What Enter does in the composer: send, stop (while running with nothing written) or nothing (Shift+Enter, IME). */
export function composerEnterAction(event: { key: string; shiftKey: boolean; isComposing: boolean }, state: { text: string; isRunning: boolean }): "send" | "stop" | "none" {
  if (event.key !== "Enter" || event.shiftKey || event.isComposing) return "none";
  return state.isRunning && state.text.trim() === "" ? "stop" : "send";
}
