// The skip link each binding puts first in its chat leads here: past the messages, to the composer.

/** The default composer's textarea, or the first text field of a composer given through a slot. */
const COMPOSER_FIELD =
  'textarea:not([disabled]), [contenteditable="true"], input:not([disabled]):not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([type="radio"])';

/**
 * Moves keyboard focus to the composer's text field inside `composerArea` (the chat's bottom
 * area); returns false when there is none, so the caller can leave the link to the browser.
 *
 * @example
 * link.addEventListener("click", (event) => focusComposer(chat.querySelector(".wm-chat__bottom")) && event.preventDefault());
 */
export function focusComposer(composerArea: ParentNode | null): boolean {
  const field = composerArea?.querySelector<HTMLElement>(COMPOSER_FIELD);
  if (!field) return false;
  field.focus();
  return true;
}
