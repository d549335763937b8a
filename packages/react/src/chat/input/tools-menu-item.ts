/**
 * An entry of the composer's tools menu (CopilotKit's `toolsMenu`): an action, or a submenu of
 * items; `"-"` between items is a separator.
 */
export type ToolsMenuItem = { label: string } & ({ action: () => void; items?: never } | { action?: never; items: (ToolsMenuItem | "-")[] });
