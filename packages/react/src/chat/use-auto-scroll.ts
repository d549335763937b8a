import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

const THRESHOLD_PX = 40;

/**
 * Keeps a scroll container at the bottom as its content grows, unless the user scrolled up;
 * scrolling back to the bottom (or `scrollToBottom`) sticks again.
 */
export function useAutoScroll(enabled: boolean): {
  scrollRef: RefObject<HTMLDivElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  isAtBottom: boolean;
  scrollToBottom: () => void;
} {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const stuck = useRef(true);
  const [isAtBottom, setIsAtBottom] = useState(true);

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    stuck.current = true;
    setIsAtBottom(true);
    element.scrollTop = element.scrollHeight;
  }, []);

  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content) return;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= THRESHOLD_PX;
      // Only a scroll upwards unsticks: a reply that grew since the last frame leaves the bottom
      // behind for a moment too, until the resize observer follows it.
      if (atBottom || element.scrollTop < lastTop) {
        stuck.current = atBottom;
        setIsAtBottom(atBottom);
      }
      lastTop = element.scrollTop;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    const follow = () => {
      if (!enabled || !stuck.current) return;
      element.scrollTop = element.scrollHeight;
      lastTop = element.scrollTop;
    };
    const Observer = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    const resize = Observer ? new Observer(follow) : undefined;
    resize?.observe(content);
    // The container shrinks too when suggestion chips or an error banner appear below it: stay at the bottom then as well.
    resize?.observe(element);
    const mutation = typeof MutationObserver === "function" ? new MutationObserver(follow) : undefined;
    mutation?.observe(content, { childList: true, subtree: true, characterData: true });
    follow();
    return () => {
      element.removeEventListener("scroll", onScroll);
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [enabled]);

  return { scrollRef, contentRef, isAtBottom, scrollToBottom };
}
