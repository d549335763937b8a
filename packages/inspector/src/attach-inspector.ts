import type { CopilotKitCore } from "@wingman/core";
import { defineWingmanInspector, WINGMAN_INSPECTOR_TAG } from "./define-wingman-inspector.js";
import { shouldShowInspector, type InspectorEnabled } from "./should-show-inspector.js";
import type { InspectorTab } from "./inspector-tabs.js";
import type { WingmanInspector } from "./wingman-inspector.js";

/** Whether and how `attachInspector` shows the inspector. Default: only on localhost, closed, events tab. */
export interface AttachInspectorOptions {
  /** `"auto"` (default): only on localhost/127.0.0.1; `true`: always; `false`: never. */
  enabled?: InspectorEnabled;
  /** Open the panel at once (default false: only the floating button). */
  open?: boolean;
  /** The section shown first (default `events`). */
  tab?: InspectorTab;
  /** Events kept in the ring buffer (default 2000). */
  maxEvents?: number;
  /** Where to mount (default `document.body`). */
  container?: HTMLElement;
}

/** A mounted inspector. */
export interface AttachedInspector {
  /** Undefined when the inspector is not shown here (see `enabled`). */
  readonly element: WingmanInspector | undefined;
  /** Unmounts it and ends its subscriptions. */
  detach(): void;
}

/**
 * Mounts the inspector on a core in one line. Where it is not to be shown (`enabled: "auto"` away
 * from localhost, or `false`) it mounts nothing and subscribes to nothing.
 *
 * @example
 * const inspector = attachInspector(core); // localhost only
 * attachInspector(core, { enabled: true, open: true }); // always, opened
 */
export function attachInspector(core: CopilotKitCore, options: AttachInspectorOptions = {}): AttachedInspector {
  const enabled = options.enabled ?? "auto";
  if (typeof document === "undefined" || !shouldShowInspector(enabled)) return { element: undefined, detach: () => {} };
  defineWingmanInspector();
  const element = document.createElement(WINGMAN_INSPECTOR_TAG) as WingmanInspector;
  element.enabled = enabled;
  element.core = core;
  if (options.open !== undefined) element.open = options.open;
  if (options.tab !== undefined) element.tab = options.tab;
  if (options.maxEvents !== undefined) element.maxEvents = options.maxEvents;
  (options.container ?? document.body).append(element);
  return { element, detach: () => element.remove() };
}
