import { useLayoutEffect, useRef, type RefObject } from "react";

/** A ref that always holds the latest value (updated before effects run): no stale closures. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  ref.current = value;
  return ref;
}
