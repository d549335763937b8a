import { showImageLightbox } from "@wingman/core/chat";
import { useEffect, useRef, useState } from "react";
import { useCopilotChatLabels } from "../chat/copilot-chat-configuration.js";
import { CloseIcon } from "../ui/icons.js";

/**
 * An image in a message that opens full size in a modal `<dialog>` (Escape or the close button
 * closes it; focus returns to the thumbnail). The dialog logic is the core's `showImageLightbox`.
 */
export function LightboxImage(props: { src: string; alt: string }) {
  const labels = useCopilotChatLabels();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<() => void>(() => {});

  useEffect(() => {
    if (!open || !dialog.current) return;
    // Closing goes through the dialog (its close event unmounts it), so focus returns first.
    close.current = showImageLightbox(dialog.current, opener.current, () => setOpen(false));
  }, [open]);

  return (
    <>
      <button ref={opener} type="button" className="wm-message__image-button" aria-label={`${labels.openImageLabel}: ${props.alt}`} onClick={() => setOpen(true)}>
        <img className="wm-message__image" src={props.src} alt={props.alt} />
      </button>
      {open && (
        <dialog ref={dialog} className="wm-root wm-lightbox" aria-label={props.alt} data-testid="copilot-image-lightbox" onClick={(event) => event.target === event.currentTarget && close.current()}>
          <img className="wm-lightbox__image" src={props.src} alt={props.alt} />
          <button type="button" className="wm-icon-button wm-lightbox__close" aria-label={labels.closeImageLabel} onClick={() => close.current()} autoFocus>
            <CloseIcon />
          </button>
        </dialog>
      )}
    </>
  );
}
