import { ChangeDetectionStrategy, Component, computed, signal } from "@angular/core";
import { Autofocus } from "./autofocus";
import { injectThreadSession } from "./thread-session";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

/** The visitor's conversations (kept by the runtime, per browser): new, switch, rename, delete. */
@Component({
  selector: "app-thread-panel",
  imports: [Autofocus],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<nav class="panel threads" aria-label="Conversations">
    <div class="panel__header">
      <h2 class="panel__title">Conversations</h2>
      <button type="button" class="button button--primary button--small" (click)="session.startNewThread()">+ New</button>
    </div>
    @if (session.error()) {
      <p class="threads__error" role="alert">Could not load the conversations.</p>
    }
    <ul class="threads__list" [attr.aria-busy]="session.isLoading() || null">
      @if (!hasCurrent()) {
        <li class="threads__item threads__item--current threads__item--draft">
          <span class="threads__open"><span class="threads__name">New conversation</span><span class="threads__meta">not started yet</span></span>
        </li>
      }
      @for (thread of session.threads(); track thread.id) {
        @let isCurrent = thread.id === session.currentThreadId();
        @let name = thread.name ?? (isCurrent ? session.currentTitle() : undefined) ?? "Untitled conversation";
        <li class="threads__item" [class.threads__item--current]="isCurrent" [class.threads__item--confirming]="confirming() === thread.id" [attr.data-thread-id]="thread.id">
          @if (confirming() === thread.id) {
            <div class="threads__confirm" role="group" [attr.aria-label]="'Delete ' + name + '?'" (keydown.escape)="confirming.set(undefined)">
              <span class="threads__confirm-text">Delete “{{ name }}”? This cannot be undone.</span>
              <button type="button" class="button button--danger button--small" appAutofocus (click)="confirmDelete(thread.id)">Delete</button>
              <button type="button" class="button button--small" (click)="confirming.set(undefined)">Cancel</button>
            </div>
          } @else if (editing()?.id === thread.id) {
            <form class="threads__rename" (submit)="saveName($event, thread.id, nameInput.value)">
              <input #nameInput aria-label="Conversation name" [value]="editing()!.name" appAutofocus (keydown.escape)="editing.set(undefined)" (blur)="editing.set(undefined)" />
            </form>
          } @else {
            <button type="button" class="threads__open" [attr.aria-current]="isCurrent ? 'true' : null" (click)="session.switchThread(thread.id)">
              <span class="threads__name">{{ name }}</span>
              <span class="threads__meta">
                @if (thread.running) { <span class="threads__running" aria-label="answering"></span> }
                {{ when(thread.lastRunAt ?? thread.updatedAt) }}
              </span>
            </button>
          }
          <div class="threads__actions">
            <button type="button" class="icon-button" title="Rename" [attr.aria-label]="'Rename: ' + name" (click)="editing.set({ id: thread.id, name: thread.name ?? '' })">
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true"><path d="M13.6 3.6a2 2 0 0 1 2.8 2.8l-8.5 8.5-3.6.8.8-3.6z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" /></svg>
            </button>
            <button type="button" class="icon-button icon-button--danger" title="Delete" [attr.aria-label]="'Delete: ' + name" (click)="confirming.set(thread.id)">
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true"><path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" /></svg>
            </button>
          </div>
        </li>
      }
    </ul>
  </nav>`,
})
export class ThreadPanel {
  protected readonly session = injectThreadSession();
  protected readonly editing = signal<{ id: string; name: string } | undefined>(undefined);
  /** Deleting cannot be undone, so the first click only asks. */
  protected readonly confirming = signal<string | undefined>(undefined);
  protected readonly hasCurrent = computed(() => this.session.threads().some((thread) => thread.id === this.session.currentThreadId()));

  protected confirmDelete(threadId: string): void {
    this.confirming.set(undefined);
    void this.session.deleteThread(threadId);
  }

  protected saveName(event: Event, threadId: string, name: string): void {
    event.preventDefault();
    this.session.renameThread(threadId, name.trim() || null);
    this.editing.set(undefined);
  }

  protected when(iso: string): string {
    const date = new Date(iso);
    return date.toDateString() === new Date().toDateString() ? timeFormat.format(date) : dayFormat.format(date);
  }
}
