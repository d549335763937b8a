import { ChangeDetectionStrategy, Component, input, output } from "@angular/core";
import type { Suggestion } from "@wingman/core";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";

/** Suggested messages as buttons; a loading suggestion is busy and disabled. */
@Component({
  selector: "copilot-chat-suggestion-view",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (suggestions().length > 0) {
    <div class="wm-suggestions" data-testid="copilot-suggestions" role="group" [attr.aria-label]="labels().suggestionsLabel" [attr.aria-busy]="isLoading() || null">
      @for (suggestion of suggestions(); track $index + ':' + suggestion.title; let index = $index) {
        <button type="button" data-testid="copilot-suggestion" [class]="'wm-suggestion' + (suggestion.className ? ' ' + suggestion.className : '')" [attr.aria-busy]="suggestion.isLoading || null"
          [disabled]="disabled() || suggestion.isLoading" (click)="selectSuggestion.emit({ suggestion, index })">{{ suggestion.title }}</button>
      }
    </div>
  }`,
})
export class CopilotChatSuggestionView {
  @SignalInput() readonly suggestions = input<Suggestion[]>([]);
  @SignalInput() readonly isLoading = input<boolean>(false);
  @SignalInput() readonly disabled = input<boolean>(false);
  @SignalOutput() readonly selectSuggestion = output<{ suggestion: Suggestion; index: number }>();
  protected readonly labels = injectChatLabels();
}
