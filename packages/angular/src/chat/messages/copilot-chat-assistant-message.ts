import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, output, signal } from "@angular/core";
import type { AssistantMessage, ToolMessage } from "@ag-ui/core";
import type { MessageRunStatus } from "@wingman/core";
import { readAloud, type ReadAloudHandle, type ReadAloudOptions } from "@wingman/core/audio";
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
 * it is complete a toolbar: copy; thumbs up/down and read aloud when their callback (or, for read
 * aloud, `readAloud`) is given; regenerate (when the chat can); "n / m" between its versions.
 */
@Component({
  selector: "copilot-chat-assistant-message",
  standalone: true,
  imports: [CopilotMarkdown, CopilotChatToolCallsView, CopilotCopyButton, CopilotRender, CopilotIcon, CopilotBranchNavigation, CopilotMessageRunStatus],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message wm-message--assistant", "data-testid": "copilot-assistant-message", "[attr.data-message-id]": "message().id", "data-role": "assistant" },
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
      <div class="wm-message__toolbar" role="toolbar" data-testid="copilot-assistant-toolbar" [attr.aria-label]="labels().assistantLabel">
        <copilot-copy-button [text]="content()" [inToolbar]="true" />
        @if (onThumbsUp(); as thumbsUp) {
          <button type="button" class="wm-icon-button wm-tooltip" data-testid="copilot-thumbs-up-button" [attr.aria-label]="labels().assistantMessageToolbarThumbsUpLabel"
            [attr.data-tooltip]="labels().assistantMessageToolbarThumbsUpLabel" (click)="thumbsUp(message())"><copilot-icon name="thumbsUp" /></button>
        }
        @if (onThumbsDown(); as thumbsDown) {
          <button type="button" class="wm-icon-button wm-tooltip" data-testid="copilot-thumbs-down-button" [attr.aria-label]="labels().assistantMessageToolbarThumbsDownLabel"
            [attr.data-tooltip]="labels().assistantMessageToolbarThumbsDownLabel" (click)="thumbsDown(message())"><copilot-icon name="thumbsDown" /></button>
        }
        @if (showReadAloud()) {
          <button type="button" class="wm-icon-button wm-tooltip" data-testid="copilot-read-aloud-button" [attr.aria-label]="readAloudName()" [attr.data-tooltip]="readAloudName()"
            [attr.aria-pressed]="onReadAloud() ? null : reading()" (click)="toggleReadAloud()"><copilot-icon name="speaker" /></button>
        }
        @if (regenerable()) {
          <button type="button" class="wm-icon-button wm-tooltip" data-testid="copilot-regenerate-button" [attr.aria-label]="labels().assistantMessageToolbarRegenerateLabel"
            [attr.data-tooltip]="labels().assistantMessageToolbarRegenerateLabel" (click)="regenerate.emit(message())"><copilot-icon name="regenerate" /></button>
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
  /** Shows "Good response"; called with this message. */
  @SignalInput() readonly onThumbsUp = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Shows "Bad response"; called with this message. */
  @SignalInput() readonly onThumbsDown = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Shows "Read aloud" and replaces the built-in reading. */
  @SignalInput() readonly onReadAloud = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /**
   * Shows "Read aloud" without `onReadAloud`: `true` reads with the browser's `speechSynthesis`,
   * `{ endpoint }` with a text-to-speech endpoint (core's `readAloud`).
   */
  @SignalInput() readonly readAloud = input<boolean | ReadAloudOptions | undefined>(undefined);
  @SignalOutput() readonly regenerate = output<AssistantMessage>();
  @SignalOutput() readonly switchToBranch = output<{ message: AssistantMessage; branchIndex: number; numberOfBranches: number }>();
  @SignalOutput() readonly retry = output<AssistantMessage>();
  protected readonly labels = injectChatLabels();
  protected readonly content = computed(() => (typeof this.message().content === "string" ? (this.message().content as string) : ""));
  protected readonly showToolbar = computed(() => this.toolbarVisible() && this.content().trim() !== "" && !this.isStreaming());
  protected readonly showReadAloud = computed(() => this.onReadAloud() !== undefined || (this.readAloud() ?? false) !== false);
  /** True while the built-in reading speaks this message; a press then stops it. */
  protected readonly reading = signal(false);
  protected readonly readAloudName = computed(() => (this.reading() ? this.labels().stopReadAloudLabel : this.labels().assistantMessageToolbarReadAloudLabel));
  #speech: ReadAloudHandle | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.#speech?.stop());
  }

  protected toggleReadAloud(): void {
    const handler = this.onReadAloud();
    if (handler) return handler(this.message());
    if (this.#speech) return this.#speech.stop();
    const option = this.readAloud();
    const speech = readAloud(this.content(), typeof option === "object" ? option : {});
    this.#speech = speech;
    this.reading.set(true);
    const finish = () => {
      if (this.#speech !== speech) return;
      this.#speech = undefined;
      this.reading.set(false);
    };
    // A reading that cannot start (no voice, the endpoint failed) just ends: there is nothing to show.
    speech.done.then(finish, finish);
  }
}
