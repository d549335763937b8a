import { ChangeDetectionStrategy, Component, input } from "@angular/core";
import { showImageLightbox } from "@wingman/core/chat";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";

/**
 * An image in a message that opens full size in a modal `<dialog>` (Escape or the close button
 * closes it; focus returns to the thumbnail). The dialog logic is the core's `showImageLightbox`.
 */
@Component({
  selector: "copilot-lightbox-image",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<button #opener type="button" class="wm-message__image-button" [attr.aria-label]="labels().openImageLabel + ': ' + alt()" (click)="openLightbox(dialog, opener)">
      <img class="wm-message__image" [attr.src]="src()" [attr.alt]="alt()" />
    </button>
    <dialog #dialog class="wm-root wm-lightbox" [attr.aria-label]="alt()" data-testid="copilot-image-lightbox" (click)="$event.target === $event.currentTarget && close()">
      <img class="wm-lightbox__image" [attr.src]="src()" [attr.alt]="alt()" />
      <button type="button" class="wm-icon-button wm-lightbox__close" [attr.aria-label]="labels().closeImageLabel" (click)="close()"><copilot-icon name="close" /></button>
    </dialog>`,
})
export class CopilotLightboxImage {
  @SignalInput() readonly src = input.required<string>();
  @SignalInput() readonly alt = input<string>("");
  protected readonly labels = injectChatLabels();
  #close: () => void = () => {};

  // The elements come from template references (no view queries: the tests compile just in time).
  protected openLightbox(dialog: HTMLDialogElement, opener: HTMLButtonElement): void {
    this.#close = showImageLightbox(dialog, opener, () => {});
    dialog.querySelector<HTMLButtonElement>(".wm-lightbox__close")?.focus();
  }

  protected close(): void {
    this.#close();
  }
}
