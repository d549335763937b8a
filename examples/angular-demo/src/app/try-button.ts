import { ChangeDetectionStrategy, Component, input } from "@angular/core";
import { injectAgentStore } from "@wingman/angular";
import { injectSendMessage } from "./send-message";

/** A phrase the offline demo model understands, sent to the chat on click. */
@Component({
  selector: "app-try-button",
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<button type="button" class="try" [disabled]="store.isRunning()" (click)="send(message())" title="Send this to the copilot">
    <span class="try__label">Try</span> “{{ message() }}”
  </button>`,
})
export class TryButton {
  readonly message = input.required<string>();
  protected readonly store = injectAgentStore();
  protected readonly send = injectSendMessage();
}
