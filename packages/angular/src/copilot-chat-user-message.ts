import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import type { ContentPart, UserMessage } from "@ag-ui/core";
import { contentPartName, contentPartUrl } from "@wingman/core";
import { injectChatLabels } from "./copilot-chat-configuration.js";
import { CopilotCopyButton } from "./copy-button.js";
import { CopilotRender } from "./copilot-render.js";
import { SignalInput } from "./signal-input.js";
import type { Renderable } from "./types.js";


/** A user message: its text in a bubble, images and files above it, and a keyboard-reachable copy button. */
@Component({
  selector: "copilot-chat-user-message",
  standalone: true,
  imports: [CopilotCopyButton, CopilotRender],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message wm-message--user", "[attr.data-message-id]": "message().id", "data-role": "user" },
  template: `@if (media().length > 0) {
      <div class="wm-message__attachments">
        @for (part of media(); track $index) {
          @if (part.url && part.image) { <img class="wm-message__image" [attr.src]="part.url" [attr.alt]="part.name" /> } @else {
            <span class="wm-attachment-chip">{{ part.name }}</span>
          }
        }
      </div>
    }
    @if (content() !== "") {
      @if (messageRenderer(); as slot) {
        <ng-container [copilotRender]="slot" [copilotRenderProps]="{ content: content() }" />
      } @else {
        <div class="wm-message__bubble">{{ content() }}</div>
      }
      <div class="wm-message__toolbar wm-message__toolbar--user" role="toolbar" [attr.aria-label]="labels().userLabel">
        <copilot-copy-button [text]="content()" />
      </div>
    }`,
})
export class CopilotChatUserMessage {
  @SignalInput() readonly message = input.required<UserMessage>();
  /** Replaces the text bubble (props: `content`). */
  @SignalInput() readonly messageRenderer = input<Renderable<{ content: string }> | undefined>(undefined);
  protected readonly labels = injectChatLabels();
  readonly #parts = computed<ContentPart[]>(() => {
    const content = this.message().content;
    return typeof content === "string" ? [{ type: "text", text: content }] : content;
  });
  protected readonly content = computed(() => this.#parts().map((part) => (part.type === "text" ? part.text : "")).join(""));
  protected readonly media = computed(() =>
    this.#parts()
      .filter((part) => part.type !== "text")
      .map((part) => ({ url: contentPartUrl(part), image: part.type === "image", name: contentPartName(part) })),
  );
}
