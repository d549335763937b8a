import { forwardRef, useEffect, useImperativeHandle, useRef, type ButtonHTMLAttributes, type HTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { SendIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The send button (the composer passes the Stop icon and name while a run can be stopped). */
export function SendButton({ className, children, ...rest }: ButtonProps) {
  const labels = useCopilotChatLabels();
  return (
    <button type="button" data-testid="copilot-send-button" aria-label={labels.sendButtonLabel} title={rest["aria-label"] ?? labels.sendButtonLabel} {...rest} className={cx("wm-send-button", className)}>
      {children ?? <SendIcon />}
    </button>
  );
}

/** Props of `CopilotChatInput.TextArea`: a textarea's. */
export type ChatInputTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

const MAX_ROWS = 5;

/** The composer's textarea: named by the labels, one row that grows with its text up to five. */
export const TextArea = forwardRef<HTMLTextAreaElement, ChatInputTextAreaProps>(function TextArea({ className, placeholder, autoFocus, ...rest }, ref) {
  const labels = useCopilotChatLabels();
  const element = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => element.current!, []);
  useEffect(() => {
    const textarea = element.current;
    if (!textarea) return;
    textarea.style.height = "auto";
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.style.height = `${Math.min(textarea.scrollHeight, lineHeight * MAX_ROWS + 16)}px`;
  }, [rest.value]);
  useEffect(() => {
    if (autoFocus) element.current?.focus();
  }, [autoFocus]);
  return (
    <textarea
      ref={element}
      data-testid="copilot-chat-textarea"
      aria-label={labels.chatInputLabel}
      placeholder={placeholder ?? labels.chatInputPlaceholder}
      rows={1}
      {...rest}
      className={cx("wm-input__textarea", className)}
    />
  );
});

/** The disclaimer under the composer (`chatDisclaimerText`). */
export function Disclaimer({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const labels = useCopilotChatLabels();
  return (
    <div {...rest} className={cx("wm-input__disclaimer", className)}>
      {labels.chatDisclaimerText}
    </div>
  );
}
