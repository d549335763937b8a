/** The sections of the inspector's panel, in order. */
export const INSPECTOR_TABS = [
  { id: "runtime", label: "Runtime" },
  { id: "events", label: "Events" },
  { id: "runs", label: "Runs" },
  { id: "messages", label: "Messages" },
  { id: "state", label: "State" },
  { id: "context", label: "Context" },
  { id: "tools", label: "Tools" },
  { id: "errors", label: "Errors" },
] as const;

/** A section of the inspector's panel. */
export type InspectorTab = (typeof INSPECTOR_TABS)[number]["id"];

/** The sections that show one thread (and so the thread selector). */
export const THREAD_TABS: ReadonlySet<InspectorTab> = new Set<InspectorTab>(["events", "runs", "messages", "state"]);

/**
 * The tab a key moves to from `current` in a tablist (WAI-ARIA tabs pattern: arrows wrap, Home and
 * End jump), or undefined for other keys.
 */
export function tabForKey(current: InspectorTab, key: string): InspectorTab | undefined {
  const count = INSPECTOR_TABS.length;
  const index = INSPECTOR_TABS.findIndex((tab) => tab.id === current);
  const next =
    key === "ArrowRight" ? (index + 1) % count
    : key === "ArrowLeft" ? (index - 1 + count) % count
    : key === "Home" ? 0
    : key === "End" ? count - 1
    : undefined;
  return next === undefined ? undefined : INSPECTOR_TABS[next]!.id;
}
