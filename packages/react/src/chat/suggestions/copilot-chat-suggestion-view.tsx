import { forwardRef, Fragment, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from "react";
import type { Suggestion } from "@wingman/core";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";

/** Props of `CopilotChatSuggestionPill`: a button's attributes plus an icon and a loading state. */
export interface CopilotChatSuggestionPillProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shown before the title when not loading. */
  icon?: ReactNode;
  /** Busy and disabled while true. Default: false. */
  isLoading?: boolean;
}

/** One suggestion as a button (the default `suggestion` slot); its children are the title. */
export const CopilotChatSuggestionPill = forwardRef<HTMLButtonElement, CopilotChatSuggestionPillProps>(function CopilotChatSuggestionPill(
  { icon, isLoading, disabled, className, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      data-testid="copilot-suggestion"
      {...props}
      className={cx("wm-suggestion", className)}
      aria-busy={isLoading || undefined}
      disabled={disabled || isLoading}
    >
      {!isLoading && icon}
      {children}
    </button>
  );
});

/** The suggestions' container (a labelled group). */
const SuggestionsContainer = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function SuggestionsContainer({ className, ...props }, ref) {
  const labels = useCopilotChatLabels();
  return <div ref={ref} data-testid="copilot-suggestions" role="group" aria-label={labels.suggestionsLabel} {...props} className={cx("wm-suggestions", className)} />;
});

/** Props of `CopilotChatSuggestionView`: the suggestions, the select callback, loading state, and container and pill slots. */
export type CopilotChatSuggestionViewProps = WithSlots<
  {
    /** The group around the pills. Default: a `<div role="group">` labelled `suggestionsLabel`. */
    container: HTMLAttributes<HTMLDivElement>;
    /** One suggestion. Default: `CopilotChatSuggestionPill`. */
    suggestion: CopilotChatSuggestionPillProps;
  },
  {
    /** The suggestions, in order. */
    suggestions: Suggestion[];
    /** Called when the user picks one. Default: none. */
    onSelectSuggestion?: (suggestion: Suggestion, index: number) => void;
    /** Indexes of suggestions shown as loading (besides those whose `isLoading` is set). */
    loadingIndexes?: ReadonlyArray<number>;
    /** The whole set is loading. Default: false. */
    isLoading?: boolean;
    /** Every pill is disabled. Default: false. */
    disabled?: boolean;
  } & HTMLAttributes<HTMLDivElement>
>;

/** Suggested messages as buttons; a loading suggestion is busy and disabled. */
export function CopilotChatSuggestionView(props: CopilotChatSuggestionViewProps) {
  const { suggestions, onSelectSuggestion, loadingIndexes, isLoading, disabled, container, suggestion: suggestionSlot, children, ...rest } = props;
  const pills = suggestions.map((suggestion, index) => (
    <Fragment key={`${index}:${suggestion.title}`}>
      {renderSlot(suggestionSlot, CopilotChatSuggestionPill, {
        children: suggestion.title,
        isLoading: suggestion.isLoading || (loadingIndexes?.includes(index) ?? false),
        onClick: () => onSelectSuggestion?.(suggestion, index),
        ...(suggestion.className && { className: suggestion.className }),
        ...(disabled !== undefined && { disabled }),
      })}
    </Fragment>
  ));
  const containerElement = renderSlot(container, SuggestionsContainer, { ...rest, "aria-busy": isLoading || undefined, children: pills });
  if (children) {
    const first = pills[0] ?? <></>;
    // The callback and loading indexes are always named, even when not given (as CopilotKit's drill-down lists them).
    return <>{children({ ...props, onSelectSuggestion, loadingIndexes, container: containerElement, suggestion: first, children: undefined })}</>;
  }
  if (suggestions.length === 0) return null;
  return containerElement;
}
