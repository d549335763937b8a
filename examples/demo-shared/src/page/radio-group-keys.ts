const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The parts of a keydown event on a radio group that `onRadioGroupKeyDown` reads (React's and the DOM's both fit). */
export interface RadioGroupKeyEvent {
  key: string;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/**
 * The keyboard of a radio group (the WAI-ARIA radio pattern): the arrow keys select the next or previous
 * option, wrapping, Home and End the first and last, and focus follows. Put it on the `radiogroup`
 * element, and give only the checked radio `tabindex="0"` so Tab enters and leaves the group in one step.
 */
export function onRadioGroupKeyDown<T>(event: RadioGroupKeyEvent, options: readonly T[], current: T, select: (value: T) => void): void {
  const index = options.indexOf(current);
  const step = STEPS[event.key];
  const next = event.key === "Home" ? 0 : event.key === "End" ? options.length - 1 : step !== undefined ? (index + step + options.length) % options.length : -1;
  if (next < 0) return;
  event.preventDefault();
  select(options[next]!);
  (event.currentTarget as Element | null)?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
}
