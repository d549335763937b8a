import { ChangeDetectionStrategy, Component, Input, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";

/** The human-in-the-loop card: approve or decline what the agent wants to do. */
// Signal inputs in JIT mode carry their metadata in a decorator (what the AOT compiler infers from input()).
@Component({
  selector: "app-approval-card",
  standalone: true,
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
  @Input({ isSignal: true } as Input) readonly args = input<{ action?: string }>({});
  @Input({ isSignal: true } as Input) readonly status = input<ToolCallStatus>("inProgress");
  @Input({ isSignal: true } as Input) readonly result = input<string | undefined>(undefined);
  @Input({ isSignal: true } as Input) readonly respond = input<((answer: unknown) => void) | undefined>(undefined);
}
