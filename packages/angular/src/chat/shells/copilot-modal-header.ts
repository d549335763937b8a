import { ChangeDetectionStrategy, Component, inject, input } from "@angular/core";
import { CopilotChatConfiguration, injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";

/** The title bar of a popup or sidebar, with a close button. */
@Component({
  selector: "copilot-modal-header",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-modal-header", "data-testid": "copilot-modal-header" },
  template: `<h2 class="wm-modal-header__title" data-testid="copilot-header-title" [attr.id]="titleId() ?? null">{{ title() ?? labels().modalHeaderTitle }}</h2>
    <button type="button" class="wm-icon-button" data-testid="copilot-close-button" [attr.aria-label]="labels().closeButtonLabel" (click)="config?.setModalOpen(false)">
      <copilot-icon name="close" />
    </button>`,
})
export class CopilotModalHeader {
  @SignalInput() readonly title = input<string | undefined>(undefined);
  @SignalInput() readonly titleId = input<string | undefined>(undefined);
  protected readonly config = inject(CopilotChatConfiguration, { optional: true });
  protected readonly labels = injectChatLabels();
}
