import { useFrontendTool } from "@wingman/react";
import { useEffect, useState } from "react";
import { ACCENT_COLORS, ACCENT_TOOL, isAccentColor, type AccentColor } from "@wingman/demo-shared/page";
import { AccentToolChip } from "./accent-tool-chip.js";

const STORAGE_KEY = "wingman-demo:accent";

/**
 * The page's accent colour, and the frontend tool `setAccentColor` that lets the agent change it.
 * It also drives the chat's own `--wm-primary`, so the chat follows the page.
 */
export function useAccentColor(): [AccentColor, (color: AccentColor) => void] {
  const [accent, setAccent] = useState<AccentColor>(() => {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isAccentColor(saved) ? saved : "indigo";
  });

  useEffect(() => {
    document.documentElement.style.setProperty("--accent", ACCENT_COLORS[accent]);
    document.documentElement.dataset.accent = accent;
    localStorage.setItem(STORAGE_KEY, accent);
  }, [accent]);

  useFrontendTool<{ color: AccentColor }>({
    ...ACCENT_TOOL,
    handler: ({ color }) => {
      setAccent(color);
      return { color, applied: true };
    },
    render: AccentToolChip,
  });

  return [accent, setAccent];
}
