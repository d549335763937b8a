import { useEffect, useRef } from "react";

const EMPTY: never[] = [];

/**
 * Normalises an array prop (`undefined` → one fixed empty array) and logs `console.error` when a
 * later render passes an array with another identity than the first (an inline array literal):
 * such arrays re-register on every render. The new array is still used.
 */
export function useStableArrayProp<T>(prop: T[] | undefined, warning: string, isMeaningfulChange?: (initial: T[], next: T[]) => boolean): T[] {
  const value = prop ?? (EMPTY as T[]);
  const initial = useRef(value);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || value === initial.current) return;
    if (isMeaningfulChange && !isMeaningfulChange(initial.current, value)) return;
    warned.current = true;
    console.error(warning);
  }, [value, warning, isMeaningfulChange]);
  return value;
}
