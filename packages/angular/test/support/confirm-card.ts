import { Component, input } from "@angular/core";
import type { ToolCallStatus } from "../../src/index.js";
import { SignalInput } from "../../src/ui/signal-input.js";

/** A human-in-the-loop card: the question, and an Approve button (answering `answer`) while `respond` is given. */
@Component({
  selector: "test-confirm",
  standalone: true,
  template: `<div class="confirm" [attr.data-status]="status()">{{ args().question }} @if (respond()) { <button type="button" (click)="respond()!(answer())">Approve</button> }</div>`,
})
export class ConfirmCard {
  @SignalInput() readonly args = input<{ question?: string }>({});
  @SignalInput() readonly status = input<ToolCallStatus>("inProgress");
  @SignalInput() readonly respond = input<((result: unknown) => void) | undefined>(undefined);
  @SignalInput() readonly answer = input<string>("yes, approved");
}
