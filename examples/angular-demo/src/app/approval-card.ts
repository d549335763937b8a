import { ChangeDetectionStrategy, Component, DestroyRef, computed, effect, inject, input, signal } from "@angular/core";
import { injectAgentStore, type ToolCallStatus } from "@wingman/angular";
import { parseApproval, type ApprovalAnswer } from "@wingman/demo-shared/page";

/** The human-in-the-loop card: the agent waits until the user approves or declines. */
@Component({
  selector: "app-approval-card",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="approval-card" data-testid="approval-card" [attr.data-status]="status()">
    <div class="approval-card__header">
      <svg class="approval-card__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" fill="#fde68a" stroke="#b45309" stroke-width="1.5" stroke-linejoin="round" />
        <path d="M12 8v5m0 3v.5" stroke="#b45309" stroke-width="2" stroke-linecap="round" />
      </svg>
      <div>
        <div class="approval-card__eyebrow">Approval needed</div>
        <div class="approval-card__action">{{ args().action || "…" }}</div>
      </div>
    </div>
    @if (stale()) {
      <div class="approval-card__outcome">Not answered. Ask again to approve it.</div>
    } @else if (status() === "complete") {
      <div class="approval-card__outcome" [class]="decision() ? 'approval-card__outcome approval-card__outcome--approved' : 'approval-card__outcome approval-card__outcome--declined'">
        {{ decision() ? "Approved" : "Declined" }}
      </div>
    } @else {
      <div class="approval-card__buttons">
        <button type="button" class="button button--primary" [disabled]="!respond()" (click)="answer(true)">Approve</button>
        <button type="button" class="button" [disabled]="!respond()" (click)="answer(false)">Decline</button>
      </div>
    }
  </div>`,
})
export class ApprovalCard {
  readonly args = input<{ action?: string }>({});
  readonly status = input<ToolCallStatus>("inProgress");
  readonly result = input<string | undefined>(undefined);
  readonly respond = input<((answer: unknown) => void) | undefined>(undefined);
  protected readonly decision = computed(() => (this.status() === "complete" ? parseApproval(this.result()) : undefined));
  /** Nothing waits for this answer any more (the page was reloaded while it was open). */
  protected readonly stale = signal(false);
  readonly #store = injectAgentStore();

  constructor() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    inject(DestroyRef).onDestroy(() => clearTimeout(timer));
    // Checked after a moment, since the handler starts just after the agent's stream ends.
    effect(() => {
      const waiting = this.status() !== "complete" && !this.respond() && !this.#store.isRunning();
      clearTimeout(timer);
      if (!waiting) this.stale.set(false);
      else timer = setTimeout(() => this.stale.set(true), 800);
    });
  }

  protected answer(approved: boolean): void {
    this.respond()?.({ approved } satisfies ApprovalAnswer);
  }
}
