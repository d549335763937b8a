import type { CopilotKitCore } from "@wingman/core";
import { useContext } from "react";
import { CopilotKitContext } from "./copilot-kit-context.js";
import { useInspector } from "./use-inspector.js";

/** Props of `CopilotKitInspector`. Default: only on localhost, closed. */
export interface CopilotKitInspectorProps {
  /** The core to inspect (default: the enclosing provider's). */
  core?: CopilotKitCore | null;
  /** `"auto"` (default): only on localhost; `true`: always; `false`: never. */
  enabled?: boolean | "auto";
  /** Open the panel at once (default false: only the floating button). */
  open?: boolean;
}

/**
 * The dev console as a component: mounts `@wingman/inspector` (loaded lazily) on a core while
 * rendered. The provider's `showDevConsole` does the same for its own core.
 */
export function CopilotKitInspector({ core, enabled = "auto", open }: CopilotKitInspectorProps) {
  const providerCore = useContext(CopilotKitContext);
  useInspector(core === undefined ? providerCore : core, { enabled, open });
  return null;
}
