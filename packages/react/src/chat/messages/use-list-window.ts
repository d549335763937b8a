import { ListWindower, type ListWindow } from "@wingman/core/chat";
import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * Windowing of a long list through core's `ListWindower`: the rows to render (`undefined` for all)
 * and the ref of the element whose children are the rows (each with `data-list-key`).
 */
export function useListWindow(keys: readonly string[]): { listRef: RefObject<HTMLDivElement | null>; window: ListWindow | undefined } {
  const listRef = useRef<HTMLDivElement | null>(null);
  const listener = useRef<(window: ListWindow | undefined) => void>(() => {});
  const [windower] = useState(() => new ListWindower({ onChange: (window) => listener.current(window) }));
  // The first render already windows a long list (its last rows): rendering every row once to measure the scroller would cost what windowing saves.
  const [window, setWindow] = useState(() => {
    windower.setKeys(keys);
    return windower.window;
  });
  listener.current = setWindow;
  useLayoutEffect(() => windower.setKeys(keys), [windower, keys]);
  useLayoutEffect(() => (listRef.current ? windower.attach(listRef.current) : undefined), [windower]);
  useLayoutEffect(() => windower.observeRows());
  return { listRef, window };
}
