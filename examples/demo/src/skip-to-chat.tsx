import type { MouseEvent } from "react";

/** The id of the element around the chat (sidebar or popup and its launcher): the link's target. */
export const CHAT_ID = "chat";

/**
 * The first stop of the Tab key: straight to the chat's composer (or, with the chat closed, its
 * launcher), instead of some 30 stops through the page. Visible only while focused.
 */
export function SkipToChat() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const composer = document.querySelector<HTMLTextAreaElement>(".wm-chat textarea");
    if (composer) composer.focus();
    else document.querySelector<HTMLButtonElement>('button[aria-label="Open chat"]')?.focus();
  };
  return (
    <a className="skip-link" href={`#${CHAT_ID}`} onClick={skip} data-testid="skip-to-chat">
      Skip to chat
    </a>
  );
}
