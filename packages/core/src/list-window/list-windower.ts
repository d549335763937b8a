import { computeListWindow, sameListWindow, type ListWindow } from "./list-window.js";

/** Options of {@link ListWindower}. */
export interface ListWindowerOptions {
  /** Called when the rows to render change; `undefined` means render them all. */
  readonly onChange: (window: ListWindow | undefined) => void;
  /** Lists of up to this many rows render whole (default 50). */
  readonly threshold?: number;
  /** Px rendered beyond each edge of the visible part (default 800). */
  readonly overscan?: number;
}

/** The attribute naming a row's key on its element, so that its measured height follows the row, not its index. */
export const LIST_ROW_KEY_ATTRIBUTE = "data-list-key";

const DEFAULT_ROW_HEIGHT = 120;
/** Within this many px of the end the list counts as pinned there, as the chat's auto-scroll does. */
const PINNED_PX = 40;
/** Rows rendered before the list is attached and measured: enough to fill a tall window. */
const INITIAL_ROWS = 30;

function scrollParent(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === "auto" || overflow === "scroll") return node;
  }
  return undefined;
}

/**
 * Windowing for a long list of variable-height rows (a chat's messages): only the rows near the
 * visible part of its scroll container are rendered, padding stands in for the others. Heights are
 * measured as rows render (a ResizeObserver), keyed by row key. Off (every row rendered) up to the
 * threshold, without a scroll container, and while that container has no height (hidden, or a
 * test DOM without layout). Framework-free: a binding renders `window` and reports its rows.
 */
export class ListWindower {
  private keys: readonly string[] = [];
  private readonly heights = new Map<string, number>();
  private readonly threshold: number;
  private readonly overscan: number;
  private current: ListWindow | undefined;
  private list: HTMLElement | undefined;
  private scroller: HTMLElement | undefined;
  private observer: ResizeObserver | undefined;
  private readonly observed = new WeakSet<Element>();
  private gap = 0;
  private estimate = DEFAULT_ROW_HEIGHT;
  /**
   * Whether the window is taken from the list's end: a chat opens there and follows a growing reply.
   * Like the auto-scroll it cooperates with, only a scroll away from the end unpins it, not the
   * content growing before the scroll container caught up.
   */
  private pinned = true;

  constructor(private readonly options: ListWindowerOptions) {
    this.threshold = options.threshold ?? 50;
    this.overscan = options.overscan ?? 800;
  }

  /** The rows to render; `undefined` for all. */
  get window(): ListWindow | undefined {
    return this.current;
  }

  /** Sets the rows' keys (in order) and recomputes the window. */
  setKeys(keys: readonly string[]): void {
    this.keys = keys;
    this.update();
  }

  /** Follows `list` (the rows' parent) and its scroll container; returns the detach function. */
  attach(list: HTMLElement): () => void {
    this.list = list;
    this.scroller = scrollParent(list);
    this.gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
    const Observer = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    const scroller = this.scroller;
    if (!scroller || !Observer) {
      this.update();
      return () => (this.list = undefined);
    }
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      // Only a scroll upwards unpins: content that grew since the last frame also leaves the end
      // behind for a moment, until the auto-scroll follows it.
      const atEnd = this.distanceToEnd(scroller) <= PINNED_PX;
      if (atEnd || scroller.scrollTop < lastTop) this.pinned = atEnd;
      lastTop = scroller.scrollTop;
      this.update();
    };
    scroller.addEventListener("scroll", onScroll, { passive: true });
    this.observer = new Observer((entries) => this.measured(entries));
    this.observer.observe(scroller);
    // A container that nothing scrolled to its end by the first frame (no auto-scroll) is read where it is.
    const frame = requestAnimationFrame(() => {
      this.pinned = this.distanceToEnd(scroller) <= PINNED_PX;
      this.update();
    });
    this.update();
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener("scroll", onScroll);
      this.observer?.disconnect();
      this.observer = undefined;
      this.list = this.scroller = undefined;
    };
  }

  /** Measures the rendered rows (the list's children carrying {@link LIST_ROW_KEY_ATTRIBUTE}); call after each render. */
  observeRows(): void {
    if (!this.observer || !this.list) return;
    for (const row of this.list.children) {
      if (!this.observed.has(row) && row.hasAttribute(LIST_ROW_KEY_ATTRIBUTE)) {
        this.observed.add(row);
        this.observer.observe(row);
      }
    }
  }

  private measured(entries: readonly ResizeObserverEntry[]): void {
    for (const entry of entries) {
      const key = entry.target.getAttribute(LIST_ROW_KEY_ATTRIBUTE);
      if (key === null) continue;
      // A row scrolled out of the window leaves the DOM and reports 0: it keeps its last height.
      if (!entry.target.isConnected) {
        this.observer?.unobserve(entry.target);
        this.observed.delete(entry.target);
        continue;
      }
      this.heights.set(key, entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
    }
    this.estimate = this.estimateRowHeight();
    this.update();
  }

  /** The median measured height: one very long reply must not make every unmeasured row look long. */
  private estimateRowHeight(): number {
    const heights = [...this.heights.values()].filter((height) => height > 0).sort((a, b) => a - b);
    return heights.length > 0 ? heights[Math.floor(heights.length / 2)]! : DEFAULT_ROW_HEIGHT;
  }

  private compute(): ListWindow | undefined {
    const count = this.keys.length;
    if (count <= this.threshold) return undefined;
    const { scroller, list } = this;
    if (!list) return this.current ?? this.initialWindow(count);
    if (!scroller || scroller.clientHeight === 0) return undefined;
    const viewport = scroller.clientHeight;
    const listTop = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const top = scroller.scrollTop - listTop;
    return computeListWindow({
      count,
      heightOf: (index) => this.heights.get(this.keys[index]!),
      estimate: this.estimate,
      gap: this.gap,
      top,
      bottom: top + viewport,
      overscan: this.overscan,
      atEnd: this.pinned,
    });
  }

  private distanceToEnd(scroller: HTMLElement): number {
    return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
  }

  /** Before any layout: the last rows, the rest estimated. */
  private initialWindow(count: number): ListWindow {
    const start = Math.max(0, count - INITIAL_ROWS);
    return { start, end: count, spaceBefore: start * (DEFAULT_ROW_HEIGHT + this.gap), spaceAfter: 0 };
  }

  private update(): void {
    const next = this.compute();
    if (sameListWindow(next, this.current)) return;
    this.current = next;
    this.options.onChange(next);
  }
}
