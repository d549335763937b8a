import { ChangeDetectionStrategy, Component, computed, input, output } from "@angular/core";
import type { AssistantMessage, ToolMessage } from "@ag-ui/core";
import type { MessageRunStatus } from "@wingman/core";
import { CopilotBranchNavigation } from "../conversation-controls/branch-navigation.js";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotChatToolCallsView } from "../../tools/tool-call-view.js";
import { CopilotCopyButton } from "./copy-button.js";
import { CopilotMarkdown } from "../markdown/markdown-renderer.js";
import { CopilotRender } from "../../ui/copilot-render.js";
import { CopilotIcon } from "../../ui/icons.js";
import { CopilotMessageRunStatus } from "../conversation-controls/message-run-status-view.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";
import type { Renderable } from "../../types.js";

/**
 * An assistant reply: markdown, its tool calls, "Stopped" or its run's error with Retry, and once
 * it is complete a toolbar: copy, regenerate (when the chat can), "n / m" between its versions.
 */
@Component({
  selector: "copilot-chat-assistant-message",
  standalone: true,
  imports: [CopilotMarkdown, CopilotChatToolCallsView, CopilotCopyButton, CopilotRender, CopilotIcon, CopilotBranchNavigation, CopilotMessageRunStatus],
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
    @if (status(); as shown) {
      <copilot-message-run-status [status]="shown" (retry)="retry.emit(message())" />
    }
    @if (showToolbar()) {
      <div class="wm-message__toolbar" role="toolbar" [attr.aria-label]="labels().assistantLabel">
        <copilot-copy-button [text]="content()" />
        @if (regenerable()) {
          <button type="button" class="wm-icon-button" [attr.aria-label]="labels().assistantMessageToolbarRegenerateLabel"
            [attr.title]="labels().assistantMessageToolbarRegenerateLabel" (click)="regenerate.emit(message())"><copilot-icon name="regenerate" /></button>
        }
        @if (numberOfBranches() > 1) {
          <copilot-branch-navigation [index]="branchIndex()" [count]="numberOfBranches()" (switchTo)="switchToBranch.emit({ message: message(), branchIndex: $event, numberOfBranches: numberOfBranches() })" />
        }
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
  /** 0-based position among the reply's versions (regenerations). */
  @SignalInput() readonly branchIndex = input<number>(0);
  @SignalInput() readonly numberOfBranches = input<number>(1);
  /** Offers the regenerate button (the chat sets it when it can run regenerations). */
  @SignalInput() readonly regenerable = input<boolean>(false);
  /** How the run that ended on this reply went, when it was stopped or failed. */
  @SignalInput() readonly status = input<MessageRunStatus | undefined>(undefined);
  @SignalOutput() readonly regenerate = output<AssistantMessage>();
  @SignalOutput() readonly switchToBranch = output<{ message: AssistantMessage; branchIndex: number; numberOfBranches: number }>();
  @SignalOutput() readonly retry = output<AssistantMessage>();
  protected readonly labels = injectChatLabels();
  protected readonly content = computed(() => (typeof this.message().content === "string" ? (this.message().content as string) : ""));
  protected readonly showToolbar = computed(() => this.toolbarVisible() && this.content().trim() !== "" && !this.isStreaming());
}
