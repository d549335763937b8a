import { ChangeDetectionStrategy, Component, input, output } from "@angular/core";
import { injectChatLabels } from "./copilot-chat-configuration.js";
import { SignalInput } from "../ui/signal-input.js";
import { SignalOutput } from "../ui/signal-output.js";

/** An error from the core, announced (role=alert), with Retry when the failed action can be repeated. */
@Component({
  selector: "copilot-chat-error-banner",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-error", role: "alert", "[attr.data-error-code]": "code()" },
  template: `<div class="wm-error__text">
      <strong>{{ labels().errorTitle }}</strong>
      <span>{{ error().message }}</span>
    </div>
    <div class="wm-error__actions">
      @if (canRetry()) {
        <button type="button" class="wm-button" (click)="retry.emit()">{{ labels().retryButtonLabel }}</button>
      }
      <button type="button" class="wm-button wm-button--ghost" (click)="dismiss.emit()">{{ labels().dismissButtonLabel }}</button>
    </div>`,
})
export class CopilotChatErrorBanner {
  @SignalInput() readonly error = input.required<Error>();
  @SignalInput() readonly code = input<string>("");
  @SignalInput() readonly canRetry = input<boolean>(false);
  @SignalOutput() readonly retry = output<void>();
  @SignalOutput() readonly dismiss = output<void>();
  protected readonly labels = injectChatLabels();
}
