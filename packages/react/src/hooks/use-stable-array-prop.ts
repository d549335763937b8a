import { useEffect, useRef } from "react";
import { sameItems } from "../ui/same-items.js";

const EMPTY: never[] = [];

/**
 * Normalises an array prop (`undefined` → one fixed empty array) and logs `console.error` when a
 * later render passes an array with another identity than the first (an inline array literal).
 * An array with the same items as the previous one is that previous array, so an inline literal of
 * unchanged renderers or tools re-registers nothing (and re-renders no message, as CopilotKit's).
 */
export function useStableArrayProp<T>(prop: T[] | undefined, warning: string, isMeaningfulChange?: (initial: T[], next: T[]) => boolean): T[] {
  const given = prop ?? (EMPTY as T[]);
  const previous = useRef(given);
  if (previous.current !== given && !sameItems(previous.current, given)) previous.current = given;
  const value = previous.current;
  const initial = useRef(given);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || given === initial.current) return;
    if (isMeaningfulChange && !isMeaningfulChange(initial.current, given)) return;
    warned.current = true;
    console.error(warning);
  }, [given, warning, isMeaningfulChange]);
  return value;
}
