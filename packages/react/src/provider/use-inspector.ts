import type { CopilotKitCore } from "@wingman/core";
import { useEffect } from "react";

export interface InspectorMountOptions {
  /** `"auto"`: only on localhost; `true`: always; `false`: never. */
  enabled: boolean | "auto";
  /** Open the panel at once (default: only the floating button). */
  open?: boolean | undefined;
}

/**
 * Mounts the dev console (`@wingman/inspector`, loaded lazily in its own chunk, so apps that never
 * show it never download it) on `core` while mounted and enabled.
 */
export function useInspector(core: CopilotKitCore | null | undefined, { enabled, open }: InspectorMountOptions): void {
  useEffect(() => {
    if (!core || enabled === false) return;
    let active = true;
    let detach: (() => void) | undefined;
    import("@wingman/inspector").then(
      ({ attachInspector }) => {
        if (active) detach = attachInspector(core, { enabled, ...(open !== undefined && { open }) }).detach;
      },
      (error: unknown) => console.warn("[wingman] The dev console could not be loaded:", error),
    );
    return () => {
      active = false;
      detach?.();
    };
  }, [core, enabled, open]);
}
