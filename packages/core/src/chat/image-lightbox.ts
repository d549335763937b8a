/**
 * Opens an image lightbox (a `<dialog>`) as a modal: the browser keeps focus inside it and closes
 * it on Escape; on close, focus returns to `opener` (the thumbnail clicked), which the page may
 * have re-rendered in the meantime. Returns the function that closes it.
 *
 * @example
 * thumbnail.onclick = () => showImageLightbox(dialogElement, thumbnail, () => setOpen(undefined));
 */
export function showImageLightbox(dialog: HTMLDialogElement, opener: HTMLElement | null, onClose: () => void): () => void {
  const closed = () => {
    dialog.removeEventListener("close", closed);
    if (opener?.isConnected) opener.focus();
    onClose();
  };
  dialog.addEventListener("close", closed);
  if (!dialog.open) {
    if (typeof dialog.showModal === "function") dialog.showModal();
    // Without modal dialogs (older engines, jsdom) it opens inline; Escape still closes it.
    else dialog.setAttribute("open", "");
  }
  return () => {
    if (typeof dialog.close === "function" && dialog.open) dialog.close();
    else closed();
  };
}
