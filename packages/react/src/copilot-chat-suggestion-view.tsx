import { Fragment } from "react";
import type { Suggestion } from "@wingman/core";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { cx, renderSlot, type SlotValue } from "./render-slot.js";

export interface CopilotChatSuggestionPillProps {
  suggestion: Suggestion;
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
}

/** One suggestion as a button (the default `suggestion` slot). */
export function CopilotChatSuggestionPill({ suggestion, onSelect, disabled, className }: CopilotChatSuggestionPillProps) {
  return (
    <button
      type="button"
      className={cx("wm-suggestion", suggestion.className, className)}
      data-testid="copilot-suggestion"
      aria-busy={suggestion.isLoading || undefined}
      disabled={disabled || suggestion.isLoading}
      onClick={onSelect}
    >
      {suggestion.title}
    </button>
  );
}

export interface CopilotChatSuggestionViewProps {
  suggestions: Suggestion[];
  onSelectSuggestion: (suggestion: Suggestion, index: number) => void;
  isLoading?: boolean;
  disabled?: boolean;
  className?: string;
  suggestion?: SlotValue<CopilotChatSuggestionPillProps>;
}

/** Suggested messages as buttons; a loading suggestion is busy and disabled. */
export function CopilotChatSuggestionView(props: CopilotChatSuggestionViewProps) {
  const labels = useCopilotChatLabels();
  if (props.suggestions.length === 0) return null;
  return (
    <div className={cx("wm-suggestions", props.className)} data-testid="copilot-suggestions" role="group" aria-label={labels.suggestionsLabel} aria-busy={props.isLoading || undefined}>
      {props.suggestions.map((suggestion, index) => (
        <Fragment key={`${index}:${suggestion.title}`}>
          {renderSlot(props.suggestion, CopilotChatSuggestionPill, {
            suggestion,
            onSelect: () => props.onSelectSuggestion(suggestion, index),
            ...(props.disabled !== undefined && { disabled: props.disabled }),
          })}
        </Fragment>
      ))}
    </div>
  );
}
