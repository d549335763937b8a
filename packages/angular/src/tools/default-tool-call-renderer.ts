import { ChangeDetectionStrategy, Component, computed, input, signal } from "@angular/core";
import { formatToolValue } from "@wingman/core/chat";
import { injectChatLabels } from "../chat/copilot-chat-configuration.js";
import { SignalInput } from "../ui/signal-input.js";
import type { ToolCallStatus } from "../types.js";


let nextId = 0;

/**
 * The card for tool calls without their own renderer (register it for `"*"`): name, status and,
 * behind an `aria-expanded` button, arguments and result.
 *
 * @example
 * registerRenderToolCall({ name: "*", render: CopilotDefaultToolCallRenderer });
 */
@Component({
  selector: "copilot-default-tool-call-renderer",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-tool-card", "[attr.data-tool-name]": "name()", "[attr.data-tool-call-id]": "toolCallId()", "[attr.data-status]": "status()" },
  template: `<button type="button" class="wm-tool-card__header" [attr.aria-expanded]="open()" [attr.aria-controls]="detailsId" (click)="open.set(!open())">
      <span class="wm-tool-card__name">{{ name() }}</span>
      <span [class]="'wm-tool-card__badge wm-tool-card__badge--' + (done() ? 'done' : 'running')">{{ done() ? labels().toolCallDone : labels().toolCallRunning }}</span>
    </button>
    <div [id]="detailsId" class="wm-tool-card__details" [hidden]="!open()">
      <div class="wm-tool-card__section-title">{{ labels().toolCallArguments }}</div>
      <pre class="wm-tool-card__pre">{{ show(args()) }}</pre>
      @if (done()) {
        <div class="wm-tool-card__section-title">{{ labels().toolCallResult }}</div>
        <pre class="wm-tool-card__pre">{{ show(result()) }}</pre>
      }
    </div>`,
})
export class CopilotDefaultToolCallRenderer {
  @SignalInput() readonly name = input<string>("");
  @SignalInput() readonly toolCallId = input<string>("");
  @SignalInput() readonly args = input<unknown>({});
  @SignalInput() readonly status = input<ToolCallStatus>("inProgress");
  @SignalInput() readonly result = input<string | undefined>(undefined);
  protected readonly labels = injectChatLabels();
  protected readonly open = signal(false);
  protected readonly done = computed(() => this.status() === "complete");
  protected readonly detailsId = `wm-tool-card-${++nextId}`;
  protected show(value: unknown): string {
    return formatToolValue(value);
  }
}
