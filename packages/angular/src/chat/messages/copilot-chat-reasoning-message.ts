import { ChangeDetectionStrategy, Component, computed, input, signal } from "@angular/core";
import type { ReasoningMessage } from "@ag-ui/core";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotMarkdown } from "../markdown/markdown-renderer.js";
import { SignalInput } from "../../ui/signal-input.js";

let nextId = 0;

/**
 * The agent's reasoning: open while it streams, collapsed afterwards (unless the user opened it),
 * behind a button with `aria-expanded`.
 */
@Component({
  selector: "copilot-chat-reasoning-message",
  standalone: true,
  imports: [CopilotMarkdown],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message wm-message--reasoning", "[attr.data-message-id]": "message().id", "data-role": "reasoning" },
  template: `<button type="button" class="wm-reasoning__toggle" [attr.aria-expanded]="open()" [attr.aria-controls]="contentId" (click)="choice.set(!open())">
      {{ isStreaming() ? labels().reasoningLabel : labels().reasoningDoneLabel }}
    </button>
    <div [id]="contentId" class="wm-reasoning__content" [hidden]="!open()">
      <copilot-markdown [content]="message().content" [streaming]="isStreaming()" />
    </div>`,
})
export class CopilotChatReasoningMessage {
  @SignalInput() readonly message = input.required<ReasoningMessage>();
  @SignalInput() readonly isStreaming = input<boolean>(false);
  protected readonly labels = injectChatLabels();
  protected readonly choice = signal<boolean | undefined>(undefined);
  protected readonly open = computed(() => this.choice() ?? this.isStreaming());
  protected readonly contentId = `wm-reasoning-${++nextId}`;
}
