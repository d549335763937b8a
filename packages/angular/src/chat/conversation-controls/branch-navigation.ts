import { ChangeDetectionStrategy, Component, input, output } from "@angular/core";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";

/** "n / m" with previous and next buttons, for a message that has other versions (edits, regenerations). */
@Component({
  selector: "copilot-branch-navigation",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-branch-navigation", role: "group", "data-testid": "copilot-branch-navigation", "[attr.aria-label]": "labels().branchNavigationLabel" },
  template: `<button type="button" class="wm-icon-button wm-tooltip" [attr.aria-label]="labels().previousBranchLabel" [attr.data-tooltip]="labels().previousBranchLabel"
      [disabled]="index() <= 0" (click)="switchTo.emit(index() - 1)"><copilot-icon name="chevronLeft" /></button>
    <span class="wm-branch-navigation__position" data-testid="copilot-branch-position">{{ index() + 1 }} / {{ count() }}</span>
    <button type="button" class="wm-icon-button wm-tooltip" [attr.aria-label]="labels().nextBranchLabel" [attr.data-tooltip]="labels().nextBranchLabel"
      [disabled]="index() >= count() - 1" (click)="switchTo.emit(index() + 1)"><copilot-icon name="chevronRight" /></button>`,
})
export class CopilotBranchNavigation {
  /** 0-based. */
  @SignalInput() readonly index = input.required<number>();
  @SignalInput() readonly count = input.required<number>();
  /** The 0-based index of the version to show. */
  @SignalOutput() readonly switchTo = output<number>();
  protected readonly labels = injectChatLabels();
}
