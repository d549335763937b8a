import type { Message, ReasoningMessage } from "@ag-ui/core";
import { useEffect, useId, useState, type ButtonHTMLAttributes, type HTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { ChevronRightIcon } from "../../ui/icons.js";
import { MarkdownRenderer } from "./markdown-renderer.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";

/** Props of `CopilotChatReasoningMessage.Header`: the toggle button's state and label. */
export type ReasoningHeaderProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The reasoning is shown (`aria-expanded`). Default: false. */
  isOpen?: boolean;
  /** The button's text. Default: the `reasoningDoneLabel` label. */
  label?: string;
  /** There is reasoning text to show: the button expands it and shows a chevron. Default: false. */
  hasContent?: boolean;
  /** The reasoning is still streaming (`data-streaming`). Default: false. */
  isStreaming?: boolean;
};
/** Props of `CopilotChatReasoningMessage.Content`: the reasoning text (as `children`) and its state. */
export type ReasoningContentProps = HTMLAttributes<HTMLDivElement> & {
  /** The text is still streaming: unfinished markdown is closed before rendering. Default: false. */
  isStreaming?: boolean;
  /** There is text; without it (and not streaming) nothing renders. Default: false. */
  hasContent?: boolean;
};
/** Props of `CopilotChatReasoningMessage.Toggle`: the collapsible wrapper of the content. */
export type ReasoningToggleProps = HTMLAttributes<HTMLDivElement> & {
  /** Shows the children. Default: false. */
  isOpen?: boolean;
};

/** The reasoning message's replaceable parts, by the props each default takes. */
export type CopilotChatReasoningMessageSlots = {
  /** The button that opens and closes the reasoning. Default: `CopilotChatReasoningMessage.Header`. */
  header: ReasoningHeaderProps;
  /** The reasoning text. Default: `CopilotChatReasoningMessage.Content`. */
  contentView: ReasoningContentProps;
  /** The collapsible wrapper of the text. Default: `CopilotChatReasoningMessage.Toggle`. */
  toggle: ReasoningToggleProps;
};

/** Props of `CopilotChatReasoningMessage`: the message, whether it streams (given, or from `messages` and `isRunning`), and its parts. */
export type CopilotChatReasoningMessageProps = WithSlots<
  CopilotChatReasoningMessageSlots,
  {
    message: ReasoningMessage;
    /** The conversation: this message streams while `isRunning` and it is the last one. */
    messages?: Message[];
    /** The agent is running (see `messages`). Default: false. */
    isRunning?: boolean;
    /** Whether this reasoning is the message streaming (overrides `messages`/`isRunning`; the message view passes it). */
    isStreaming?: boolean;
  } & HTMLAttributes<HTMLDivElement>
>;

/** The button that opens and closes the reasoning (`aria-expanded` when there is something to show). */
function Header({ isOpen = false, label, hasContent = false, isStreaming = false, className, children, ...rest }: ReasoningHeaderProps) {
  const labels = useCopilotChatLabels();
  return (
    <button type="button" aria-expanded={hasContent ? isOpen : undefined} {...rest} className={cx("wm-reasoning__toggle", className)} data-streaming={isStreaming ? "" : undefined}>
      <span>{label ?? labels.reasoningDoneLabel}</span>
      {children}
      {hasContent && <ChevronRightIcon />}
    </button>
  );
}

/** The reasoning text as markdown; nothing when there is none and it is not streaming. */
function Content({ isStreaming = false, hasContent = false, className, children, ...rest }: ReasoningContentProps) {
  if (!hasContent && !isStreaming) return null;
  return (
    <div {...rest} className={cx("wm-reasoning__content", className)}>
      <MarkdownRenderer content={typeof children === "string" ? children : ""} streaming={isStreaming} />
    </div>
  );
}

/** Shows its children while open. */
function Toggle({ isOpen = false, className, children, ...rest }: ReasoningToggleProps) {
  return (
    <div {...rest} className={cx("wm-reasoning__body", className)} hidden={!isOpen}>
      {children}
    </div>
  );
}

/**
 * The agent's reasoning: open while it streams, collapsed afterwards (unless the user opened it),
 * behind a button with `aria-expanded`.
 */
function CopilotChatReasoningMessageRoot(props: CopilotChatReasoningMessageProps) {
  const { message, messages, isRunning, isStreaming: isStreamingProp, header, contentView, toggle, children, className, ...rest } = props;
  const labels = useCopilotChatLabels();
  const isStreaming = isStreamingProp ?? !!(isRunning && messages?.[messages.length - 1]?.id === message.id);
  const hasContent = message.content.length > 0;
  const [userChoice, setUserChoice] = useState<boolean | undefined>(undefined);
  // A new streaming phase opens it again, whatever the user chose for the previous one.
  useEffect(() => {
    if (isStreaming) setUserChoice(undefined);
  }, [isStreaming]);
  const isOpen = userChoice ?? isStreaming;
  const contentId = useId();
  const headerElement = renderSlot(header, Header, {
    isOpen,
    label: isStreaming ? labels.reasoningLabel : labels.reasoningDoneLabel,
    hasContent,
    isStreaming,
    "aria-controls": contentId,
    onClick: hasContent ? () => setUserChoice(!isOpen) : undefined,
  });
  const contentElement = renderSlot(contentView, Content, { isStreaming, hasContent, children: message.content });
  const toggleElement = renderSlot(toggle, Toggle, { isOpen, id: contentId, children: contentElement });
  if (children) {
    return (
      <div style={{ display: "contents" }}>
        {children({ header: headerElement, contentView: contentElement, toggle: toggleElement, message, messages, isRunning })}
      </div>
    );
  }
  return (
    <div {...rest} className={cx("wm-message", "wm-message--reasoning", className)} data-message-id={message.id} data-role="reasoning">
      {headerElement}
      {toggleElement}
    </div>
  );
}

/** The reasoning message with its parts as statics (CopilotKit's): `.Header`, `.Content`, `.Toggle`. */
export const CopilotChatReasoningMessage = Object.assign(CopilotChatReasoningMessageRoot, { Header, Content, Toggle });
