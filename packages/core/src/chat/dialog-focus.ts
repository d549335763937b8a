// Focus handling of the chat's modal dialog (the popup), the same in every binding.

const FOCUSABLE =
  'a[href],button:not([disabled]),textarea:not([disabled]),input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]),select:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Moves focus into a dialog that just opened: its composer (a textarea), else its first focusable element. */
export function focusDialog(dialog: ParentNode): void {
  (dialog.querySelector<HTMLElement>("textarea") ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

/**
 * Keeps Tab inside a modal dialog: Tab on its last focusable element goes to the first, Shift+Tab
 * on the first to the last. Other keys are left alone.
 *
 * @example
 * dialog.addEventListener("keydown", (event) => trapDialogFocus(event, dialog));
 */
export function trapDialogFocus(event: { key: string; shiftKey: boolean; preventDefault(): void }, dialog: Element): void {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = dialog.ownerDocument.activeElement;
  if (!first || !last) return;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
