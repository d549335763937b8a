import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import type { AssistantMessage, ToolMessage } from "@ag-ui/core";
import { injectChatLabels } from "./copilot-chat-configuration.js";
import { CopilotChatToolCallsView } from "./tool-call-view.js";
import { CopilotCopyButton } from "./copy-button.js";
import { CopilotMarkdown } from "./markdown-renderer.js";
import { CopilotRender } from "./copilot-render.js";
import { SignalInput } from "./signal-input.js";
import type { Renderable } from "./types.js";

/** An assistant reply: markdown, its tool calls, and a toolbar (copy) once it is complete. */
@Component({
  selector: "copilot-chat-assistant-message",
  standalone: true,
  imports: [CopilotMarkdown, CopilotChatToolCallsView, CopilotCopyButton, CopilotRender],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message wm-message--assistant", "[attr.data-message-id]": "message().id", "data-role": "assistant" },
  template: `@if (content() !== "") {
      @if (markdownRenderer(); as slot) {
        <ng-container [copilotRender]="slot" [copilotRenderProps]="{ content: content(), streaming: isStreaming() }" />
      } @else {
        <copilot-markdown [content]="content()" [streaming]="isStreaming()" />
      }
    }
    @if ((message().toolCalls?.length ?? 0) > 0) {
      <copilot-chat-tool-calls-view [message]="message()" [toolMessages]="toolMessages()" [agentId]="agentId()" />
    }
    @if (showToolbar()) {
      <div class="wm-message__toolbar" role="toolbar" [attr.aria-label]="labels().assistantLabel">
        <copilot-copy-button [text]="content()" />
        <ng-content select="[copilotToolbarItem]" />
      </div>
    }`,
})
export class CopilotChatAssistantMessage {
  @SignalInput() readonly message = input.required<AssistantMessage>();
  /** True while this message is the one streaming. */
  @SignalInput() readonly isStreaming = input<boolean>(false);
  /** The results of this message's tool calls, in call order (undefined while pending). */
  @SignalInput() readonly toolMessages = input<ReadonlyArray<ToolMessage | undefined>>([]);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  @SignalInput() readonly toolbarVisible = input<boolean>(true);
  /** Replaces the markdown renderer (props: `content`, `streaming`). */
  @SignalInput() readonly markdownRenderer = input<Renderable<{ content: string; streaming: boolean }> | undefined>(undefined);
  protected readonly labels = injectChatLabels();
  protected readonly content = computed(() => (typeof this.message().content === "string" ? (this.message().content as string) : ""));
  protected readonly showToolbar = computed(() => this.toolbarVisible() && this.content().trim() !== "" && !this.isStreaming());
}
