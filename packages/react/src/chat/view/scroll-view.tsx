import type { ButtonHTMLAttributes, HTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { ArrowDownIcon } from "../../ui/icons.js";
import { cx, renderSlot, type SlotValue } from "../../ui/render-slot.js";
import { useAutoScroll } from "../use-auto-scroll.js";

/** Props of `CopilotChatView.ScrollView`: the scrolled content, auto-scroll, and its two parts. */
export type ScrollViewProps = HTMLAttributes<HTMLDivElement> & {
  /** Stick to the bottom while content grows unless the user scrolled up (default true). */
  autoScroll?: boolean;
  /** Shown when the user scrolled up from the latest message (a slot). Default: the built-in arrow button. */
  scrollToBottomButton?: SlotValue<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** A fade over the bottom edge of the messages (empty by default, styled by `.wm-chat__feather`). */
  feather?: SlotValue<HTMLAttributes<HTMLDivElement>>;
  /** Height in px of a composer laid over the bottom of the scroll area: the button is lifted above it. Default: 0. */
  inputContainerHeight?: number;
  /** While the composer resizes the scroll-to-bottom button is hidden (it would jump). Default: false. */
  isResizing?: boolean;
};

/** The button that scrolls back to the latest message. */
export function ScrollToBottomButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const labels = useCopilotChatLabels();
  return (
    <button type="button" data-testid="copilot-scroll-to-bottom" aria-label={labels.scrollToBottomLabel} {...rest} className={cx("wm-icon-button", "wm-chat__scroll-button", className)}>
      <ArrowDownIcon />
    </button>
  );
}

/** The fade over the bottom edge of the messages. */
export function Feather({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" {...rest} className={cx("wm-chat__feather", className)} />;
}

/**
 * The messages' scroll area: a named, focusable region that follows new content (unless the user
 * scrolled up) with a scroll-to-bottom button whenever it is not at the bottom.
 */
export function ScrollView({ autoScroll = true, scrollToBottomButton, feather, inputContainerHeight = 0, isResizing = false, className, children, ...rest }: ScrollViewProps) {
  const labels = useCopilotChatLabels();
  const { scrollRef, contentRef, isAtBottom, scrollToBottom } = useAutoScroll(autoScroll);
  return (
    <div className="wm-chat__scroll-view" data-testid="copilot-scroll-view">
      <div tabIndex={0} role="region" aria-label={labels.messagesLabel} {...rest} ref={scrollRef} className={cx("wm-chat__scroll", className)}>
        <div className="wm-chat__content" ref={contentRef}>
          {children}
        </div>
      </div>
      {renderSlot(feather, Feather, {})}
      {!isAtBottom && !isResizing && renderSlot(scrollToBottomButton, ScrollToBottomButton, { onClick: scrollToBottom, style: { bottom: `${16 + inputContainerHeight}px` } })}
    </div>
  );
}
