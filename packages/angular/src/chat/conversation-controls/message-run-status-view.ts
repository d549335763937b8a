import { ChangeDetectionStrategy, Component, input, output } from "@angular/core";
import type { MessageRunStatus } from "@wingman/core";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";

/**
 * Under a message whose run was stopped ("Stopped") or failed (the error, inline, with Retry). The
 * failure is an alert: it is the only place the chat shows a failed run (no banner repeats it).
 */
@Component({
  selector: "copilot-message-run-status",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@switch (status().status) {
      @case ("stopped") {
        <span class="wm-message__stopped" data-testid="copilot-message-stopped">{{ labels().stoppedLabel }}</span>
      }
      @case ("failed") {
        <div class="wm-message__error" data-testid="copilot-message-error" role="alert">
          <span><strong>{{ labels().errorTitle }}</strong> {{ status().message }}</span>
          <button type="button" class="wm-button" (click)="retry.emit()">{{ labels().retryButtonLabel }}</button>
        </div>
      }
    }`,
})
export class CopilotMessageRunStatus {
  @SignalInput() readonly status = input.required<MessageRunStatus>();
  @SignalOutput() readonly retry = output<void>();
  protected readonly labels = injectChatLabels();
}
