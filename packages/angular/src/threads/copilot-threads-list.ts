import { ChangeDetectionStrategy, Component, ElementRef, afterRenderEffect, inject, signal } from "@angular/core";
import { injectChatLabels } from "../chat/copilot-chat-configuration.js";
import { CopilotIcon } from "../ui/icons.js";
import { injectThreads } from "./inject-threads.js";

/**
 * The agent's conversations: switch, start, rename and delete, all by keyboard. The agent is the
 * enclosing chat's, else `"default"`.
 */
@Component({
  selector: "copilot-threads-list",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-root wm-threads", "data-wingman": "", role: "navigation", "[attr.aria-label]": "labels().threadsLabel" },
  template: `<button type="button" class="wm-button wm-threads__new" (click)="threads.startNewThread()"><copilot-icon name="plus" /> {{ labels().newThreadButtonLabel }}</button>
    @if (threads.error(); as error) { <p class="wm-threads__error" role="alert">{{ error.message }}</p> }
    <ul class="wm-threads__list" [attr.aria-busy]="threads.isLoading() || null">
      @for (thread of threads.threads(); track thread.id) {
        <li class="wm-threads__item" [attr.data-thread-id]="thread.id">
          @if (editing()?.id === thread.id) {
            <form class="wm-threads__rename" (submit)="rename($event, thread.id)">
              <input [attr.aria-label]="labels().renameThreadButtonLabel" [value]="editing()!.name" (input)="editing.set({ id: thread.id, name: $any($event.target).value })" (keydown.escape)="editing.set(undefined)" />
            </form>
          } @else {
            <button type="button" class="wm-threads__open" [attr.aria-current]="thread.id === threads.currentThreadId() ? 'true' : null" (click)="threads.switchThread(thread.id)">
              {{ thread.name ?? labels().untitledThread }}
            </button>
          }
          <button type="button" class="wm-button wm-button--ghost" [attr.aria-label]="labels().renameThreadButtonLabel + ': ' + (thread.name ?? labels().untitledThread)" (click)="editing.set({ id: thread.id, name: thread.name ?? '' })">{{ labels().renameThreadButtonLabel }}</button>
          <button type="button" class="wm-button wm-button--ghost" [attr.aria-label]="labels().deleteThreadButtonLabel + ': ' + (thread.name ?? labels().untitledThread)" (click)="remove(thread.id)">{{ labels().deleteThreadButtonLabel }}</button>
        </li>
      }
    </ul>
    @if (threads.snapshot().hasMoreThreads) {
      <button type="button" class="wm-button wm-button--ghost" [disabled]="threads.snapshot().isFetchingMoreThreads" (click)="threads.fetchMoreThreads()">…</button>
    }`,
})
export class CopilotThreadsList {
  protected readonly labels = injectChatLabels();
  protected readonly threads = injectThreads();
  protected readonly editing = signal<{ id: string; name: string } | undefined>(undefined);

  constructor() {
    const host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    let focused: string | undefined;
    afterRenderEffect(() => {
      const id = this.editing()?.id;
      if (id !== undefined && id !== focused) host.querySelector<HTMLInputElement>(".wm-threads__rename input")?.focus();
      focused = id;
    });
  }

  protected rename(event: Event, threadId: string): void {
    event.preventDefault();
    const name = this.editing()?.name.trim() ?? "";
    void this.threads.renameThread(threadId, name || null).catch(() => undefined);
    this.editing.set(undefined);
  }

  protected remove(threadId: string): void {
    void this.threads.deleteThread(threadId).catch(() => undefined);
  }
}
