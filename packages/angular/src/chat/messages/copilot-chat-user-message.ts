import { ChangeDetectionStrategy, Component, computed, input, output, signal } from "@angular/core";
import type { ContentPart, UserMessage } from "@ag-ui/core";
import { type MessageRunStatus } from "@wingman/core";
import { contentPartName, contentPartUrl, type MessageDeliveryStatus } from "@wingman/core/chat";
import { CopilotBranchNavigation } from "../conversation-controls/branch-navigation.js";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotCopyButton } from "./copy-button.js";
import { CopilotLightboxImage } from "./copilot-lightbox-image.js";
import { CopilotRender } from "../../ui/copilot-render.js";
import { CopilotIcon } from "../../ui/icons.js";
import { CopilotMessageDelivery } from "../conversation-controls/message-delivery-view.js";
import { CopilotMessageRunStatus } from "../conversation-controls/message-run-status-view.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";
import type { Renderable } from "../../types.js";

/**
 * A user message: its text in a bubble, images and files above it, and a keyboard-reachable
 * toolbar: copy, edit (when the chat can edit: an inline editor whose Send starts a new branch)
 * and "n / m" navigation between its versions. A run that failed on it shows its error with Retry.
 */
@Component({
  selector: "copilot-chat-user-message",
  standalone: true,
  imports: [CopilotCopyButton, CopilotLightboxImage, CopilotRender, CopilotIcon, CopilotBranchNavigation, CopilotMessageRunStatus, CopilotMessageDelivery],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message wm-message--user", "data-testid": "copilot-user-message", "[attr.data-message-id]": "message().id", "data-role": "user" },
  template: `@if (media().length > 0) {
      <div class="wm-message__attachments">
        @for (part of media(); track $index) {
          @if (part.url && part.image) { <copilot-lightbox-image [src]="part.url" [alt]="part.name" /> } @else if (part.url && part.video) {
            <video class="wm-message__video" [attr.src]="part.url" controls preload="metadata" [attr.aria-label]="part.name"></video>
          } @else {
            <span class="wm-attachment-chip">{{ part.name }}</span>
          }
        }
      </div>
    }
    @if (editing()) {
      <form class="wm-message__editor" (submit)="saveEdit($event, editor.value)">
        <textarea #editor class="wm-message__editor-input" rows="3" [attr.aria-label]="labels().editMessageInputLabel" [value]="content()"
          (keydown.escape)="editing.set(false)"></textarea>
        <div class="wm-message__editor-actions">
          <button type="button" class="wm-button" (click)="editing.set(false)">{{ labels().cancelEditButtonLabel }}</button>
          <button type="submit" class="wm-button wm-button--primary">{{ labels().saveEditButtonLabel }}</button>
        </div>
      </form>
    } @else if (content() !== "") {
      @if (messageRenderer(); as slot) {
        <ng-container [copilotRender]="slot" [copilotRenderProps]="{ content: content() }" />
      } @else {
        <div class="wm-message__bubble">{{ content() }}</div>
      }
      <div class="wm-message__toolbar wm-message__toolbar--user" role="toolbar" data-testid="copilot-user-toolbar" [attr.aria-label]="labels().userLabel">
        <copilot-copy-button [text]="content()" [inToolbar]="true" testId="copilot-user-copy-button" />
        @if (editable()) {
          <button type="button" class="wm-icon-button wm-tooltip" data-testid="copilot-edit-button" [attr.aria-label]="labels().userMessageToolbarEditMessageLabel"
            [attr.data-tooltip]="labels().userMessageToolbarEditMessageLabel" (click)="editing.set(true)"><copilot-icon name="edit" /></button>
        }
        @if (numberOfBranches() > 1) {
          <copilot-branch-navigation [index]="branchIndex()" [count]="numberOfBranches()" (switchTo)="switchToBranch.emit({ message: message(), branchIndex: $event, numberOfBranches: numberOfBranches() })" />
        }
      </div>
    }
    @if (shownDelivery(); as undelivered) {
      <copilot-message-delivery [status]="undelivered" (retry)="retryDelivery.emit(message())" />
    } @else if (status(); as shown) {
      <copilot-message-run-status [status]="shown" (retry)="retry.emit(message())" />
    }`,
})
export class CopilotChatUserMessage {
  @SignalInput() readonly message = input.required<UserMessage>();
  /** Replaces the text bubble (props: `content`). */
  @SignalInput() readonly messageRenderer = input<Renderable<{ content: string }> | undefined>(undefined);
  /** 0-based position among the message's versions. */
  @SignalInput() readonly branchIndex = input<number>(0);
  @SignalInput() readonly numberOfBranches = input<number>(1);
  /** Offers the edit button (the chat sets it when it can run edits). */
  @SignalInput() readonly editable = input<boolean>(false);
  /** How the run that ended on this message went, when it failed (no answer came). */
  @SignalInput() readonly status = input<MessageRunStatus | undefined>(undefined);
  /** The edited text, sent from the inline editor. */
  @SignalOutput() readonly editMessage = output<{ message: UserMessage; content: string }>();
  @SignalOutput() readonly switchToBranch = output<{ message: UserMessage; branchIndex: number; numberOfBranches: number }>();
  @SignalOutput() readonly retry = output<UserMessage>();
  /** Waiting for a connection, or not sent (shown instead of `status`). */
  @SignalInput() readonly delivery = input<MessageDeliveryStatus | undefined>(undefined);
  /** Retry of a message not sent. */
  @SignalOutput() readonly retryDelivery = output<UserMessage>();
  // Waiting shows over a run's failure (it failed for want of a network); "Not sent" gives way to
  // a failed run's error, which says more and has its own Retry.
  protected readonly shownDelivery = computed(() => {
    const delivery = this.delivery();
    return delivery === "queued" || (delivery !== undefined && this.status() === undefined) ? delivery : undefined;
  });
  protected readonly editing = signal(false);
  protected readonly labels = injectChatLabels();
  readonly #parts = computed<ContentPart[]>(() => {
    const content = this.message().content;
    return typeof content === "string" ? [{ type: "text", text: content }] : content;
  });
  protected readonly content = computed(() => this.#parts().map((part) => (part.type === "text" ? part.text : "")).join(""));
  protected readonly media = computed(() =>
    this.#parts()
      .filter((part) => part.type !== "text")
      .map((part) => ({ url: contentPartUrl(part), image: part.type === "image", video: part.type === "video", name: contentPartName(part) })),
  );

  protected saveEdit(event: Event, content: string): void {
    event.preventDefault();
    this.editing.set(false);
    if (content.trim() !== "" && content !== this.content()) this.editMessage.emit({ message: this.message(), content });
  }
}
