import { ChangeDetectionStrategy, Component, computed } from "@angular/core";
import { injectAgentStore } from "@wingman/angular";
import { readApprovals } from "@wingman/demo-shared/page";
import { TryButton } from "./try-button";

/** Human in the loop: what the agent asked this conversation to approve, and the answers. */
@Component({
  selector: "app-approvals-card",
  imports: [TryButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<section class="card" aria-labelledby="approvals-title" data-testid="approvals-card">
    <div class="card__header">
      <div>
        <h2 class="card__title" id="approvals-title">Approvals</h2>
        <p class="card__subtitle">Human in the loop: the agent waits for your answer in the chat.</p>
      </div>
    </div>
    @if (approvals().length === 0) {
      <p class="empty">No approvals asked in this conversation yet.</p>
    } @else {
      <ul class="approvals">
        @for (approval of approvals(); track approval.id) {
          <li class="approvals__item">
            <span class="approvals__action">{{ approval.action || "…" }}</span>
            <span [class]="'badge badge--' + approval.decision">{{ approval.decision }}</span>
          </li>
        }
      </ul>
    }
    <div class="card__footer"><app-try-button message="Ask for approval to deploy to production" /></div>
  </section>`,
})
export class ApprovalsCard {
  readonly #store = injectAgentStore();
  protected readonly approvals = computed(() => readApprovals(this.#store.messages()));
}
