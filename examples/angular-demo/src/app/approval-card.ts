import { ChangeDetectionStrategy, Component, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";

/** The human-in-the-loop card: approve or decline what the agent wants to do. */
@Component({
  selector: "app-approval-card",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="approval" [attr.data-status]="status()">
    <strong>Approval needed</strong>
    <p>{{ args().action ?? "…" }}</p>
    @if (respond(); as answer) {
      <button type="button" (click)="answer('approved')">Approve</button>
      <button type="button" (click)="answer('declined')">Decline</button>
    } @else if (status() === "complete") {
      <p class="approval__result">Answered: {{ result() }}</p>
    }
  </div>`,
})
export class ApprovalCard {
  readonly args = input<{ action?: string }>({});
  readonly status = input<ToolCallStatus>("inProgress");
  readonly result = input<string | undefined>(undefined);
  readonly respond = input<((answer: unknown) => void) | undefined>(undefined);
}
