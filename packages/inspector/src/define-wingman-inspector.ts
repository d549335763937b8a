import { WingmanInspector } from "./wingman-inspector.js";

/** The tag `attachInspector` and `defineWingmanInspector` use by default. */
export const WINGMAN_INSPECTOR_TAG = "wingman-inspector";

/**
 * Registers `<wingman-inspector>` (or another tag). Idempotent, and a no-op where there is no
 * `customElements` (server rendering).
 *
 * @example
 * defineWingmanInspector();
 * document.body.insertAdjacentHTML("beforeend", "<wingman-inspector></wingman-inspector>");
 */
export function defineWingmanInspector(tagName: string = WINGMAN_INSPECTOR_TAG): void {
  const registry = globalThis.customElements;
  if (!registry || registry.get(tagName)) return;
  // A class can be registered under one tag only: other tags get a subclass.
  const alreadyUsed = registry.getName?.(WingmanInspector) != null;
  registry.define(tagName, alreadyUsed ? class extends WingmanInspector {} : WingmanInspector);
}
