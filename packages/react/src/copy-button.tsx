import { useEffect, useRef, useState, type ButtonHTMLAttributes } from "react";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CheckIcon, CopyIcon } from "./icons.js";
import { cx } from "./render-slot.js";

export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> {
  text: string;
  label?: string;
  className?: string;
  "data-testid"?: string;
}

/** Copies `text` to the clipboard; shows "Copied" for two seconds after a successful write. */
export function CopyButton({ text, label, className, ...rest }: CopyButtonProps) {
  const labels = useCopilotChatLabels();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const name = copied ? labels.copiedLabel : (label ?? labels.copyMessageLabel);
  return (
    <button
      type="button"
      {...rest}
      className={cx("wm-icon-button", className)}
      aria-label={name}
      title={name}
      data-copied={copied || undefined}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
