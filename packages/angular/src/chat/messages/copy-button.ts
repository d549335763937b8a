import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, signal } from "@angular/core";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";

/** Copies `text` to the clipboard; its name says "Copied" for two seconds after a successful write. */
@Component({
  selector: "copilot-copy-button",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<button type="button" [class]="'wm-icon-button' + (inToolbar() ? ' wm-tooltip' : '') + (className() ? ' ' + className() : '')" [attr.aria-label]="name()"
    [attr.title]="inToolbar() ? null : name()" [attr.data-tooltip]="inToolbar() ? name() : null" [attr.data-testid]="testId() ?? (inToolbar() ? 'copilot-copy-button' : null)" (click)="copy()">
    <copilot-icon [name]="copied() ? 'check' : 'copy'" />
  </button>`,
})
export class CopilotCopyButton {
  @SignalInput() readonly text = input.required<string>();
  @SignalInput() readonly label = input<string | undefined>(undefined);
  @SignalInput() readonly className = input<string | undefined>(undefined);
  /** A message toolbar's button: its tooltip is the toolbar's CSS one (shown on keyboard focus too), not `title`. */
  @SignalInput() readonly inToolbar = input<boolean>(false);
  /** Its `data-testid`; default `copilot-copy-button` in a toolbar (the user message's says `copilot-user-copy-button`, as CopilotKit's). */
  @SignalInput() readonly testId = input<string | undefined>(undefined);
  protected readonly copied = signal(false);
  readonly #labels = injectChatLabels();
  protected readonly name = computed(() => (this.copied() ? this.#labels().copiedLabel : (this.label() ?? this.#labels().copyMessageLabel)));
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => clearTimeout(this.#timer));
  }

  protected copy(): void {
    void navigator.clipboard?.writeText(this.text()).then(() => {
      this.copied.set(true);
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.copied.set(false), 2000);
    });
  }
}
