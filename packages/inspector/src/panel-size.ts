/** The panel's size in CSS pixels. */
export interface PanelSize {
  readonly width: number;
  readonly height: number;
}

/** The smallest panel. */
export const MIN_PANEL_SIZE: PanelSize = { width: 320, height: 240 };

/** Pixels one arrow key press resizes by. */
export const PANEL_RESIZE_STEP = 24;

/** A size kept between the minimum and what fits in the viewport (less the launcher's room). */
export function clampPanelSize(size: PanelSize, viewport: PanelSize): PanelSize {
  const maxWidth = Math.max(MIN_PANEL_SIZE.width, viewport.width - 32);
  const maxHeight = Math.max(MIN_PANEL_SIZE.height, viewport.height - 80);
  return {
    width: Math.round(Math.min(maxWidth, Math.max(MIN_PANEL_SIZE.width, size.width))),
    height: Math.round(Math.min(maxHeight, Math.max(MIN_PANEL_SIZE.height, size.height))),
  };
}

/**
 * The size an arrow key gives the panel, anchored bottom-right with its handle at the top-left
 * corner: left/up grow it, right/down shrink it. Undefined for other keys.
 */
export function resizeForKey(size: PanelSize, key: string): PanelSize | undefined {
  const [dx, dy] =
    key === "ArrowLeft" ? [PANEL_RESIZE_STEP, 0]
    : key === "ArrowRight" ? [-PANEL_RESIZE_STEP, 0]
    : key === "ArrowUp" ? [0, PANEL_RESIZE_STEP]
    : key === "ArrowDown" ? [0, -PANEL_RESIZE_STEP]
    : [undefined, undefined];
  return dx === undefined || dy === undefined ? undefined : { width: size.width + dx, height: size.height + dy };
}
