import { ChangeDetectionStrategy, Component, input, output } from "@angular/core";
import type { MessageDeliveryStatus } from "@wingman/core/chat";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";

/**
 * Under a user message that has not reached the agent: "Waiting for connection…" while the browser
 * is offline (the core sends it when back online), or "Not sent" with Retry. A polite status, not
 * an alert: waiting is no error, and a failure is announced by the chat's error banner.
 */
@Component({
  selector: "copilot-message-delivery",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (status() === "queued") {
      <span class="wm-message__queued" data-testid="copilot-message-queued" role="status">{{ labels().waitingForConnectionLabel }}</span>
    } @else {
      <div class="wm-message__not-sent" data-testid="copilot-message-not-sent" role="status">
        <span>{{ labels().notSentLabel }}</span>
        <button type="button" class="wm-button" (click)="retry.emit()">{{ labels().retryButtonLabel }}</button>
      </div>
    }`,
})
export class CopilotMessageDelivery {
  @SignalInput() readonly status = input.required<MessageDeliveryStatus>();
  @SignalOutput() readonly retry = output<void>();
  protected readonly labels = injectChatLabels();
}
