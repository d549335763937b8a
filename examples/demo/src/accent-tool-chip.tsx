import type { ToolCallRenderProps } from "@wingman/react";
import { ACCENT_COLORS, isAccentColor, type AccentColor } from "@wingman/demo-shared/page";

/** How a `setAccentColor` call looks in the chat. */
export function AccentToolChip({ args, status }: ToolCallRenderProps<{ color: AccentColor }>) {
  const color = isAccentColor(args.color) ? args.color : undefined;
  return (
    <div className="tool-chip" data-testid="accent-tool-chip">
      <span className="tool-chip__swatch" style={{ background: color ? ACCENT_COLORS[color] : "#d1d5db" }} />
      <span>
        {status === "complete" ? "Accent colour changed to " : "Changing the accent colour to "}
        <strong>{color ?? "…"}</strong>
      </span>
    </div>
  );
}
