import { ChangeDetectionStrategy, Component, ElementRef, inject, input } from "@angular/core";
import { CopilotChatConfiguration, injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";

/** Opens and closes the enclosing popup or sidebar; its name says which it will do. */
@Component({
  selector: "copilot-chat-toggle-button",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<button #button type="button" data-testid="copilot-chat-toggle" [class]="'wm-root wm-toggle' + (className() ? ' ' + className() : '')" data-wingman=""
    [attr.data-state]="open() ? 'open' : 'closed'" [attr.aria-expanded]="open()" [attr.aria-controls]="controls() ?? null"
    [attr.aria-label]="open() ? labels().chatToggleCloseLabel : labels().chatToggleOpenLabel" (click)="config?.setModalOpen(!open())">
    <copilot-icon [name]="open() ? 'close' : 'chat'" />
  </button>`,
})
export class CopilotChatToggleButton {
  @SignalInput() readonly className = input<string | undefined>(undefined);
  /** Id of the element it opens (for `aria-controls`). */
  @SignalInput() readonly controls = input<string | undefined>(undefined);
  protected readonly config = inject(CopilotChatConfiguration, { optional: true });
  protected readonly labels = injectChatLabels();
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;

  protected open(): boolean {
    return this.config?.isModalOpen() ?? false;
  }

  focus(): void {
    this.#host.querySelector("button")?.focus();
  }
}
