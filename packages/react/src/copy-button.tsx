import { useEffect, useRef, useState } from "react";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CheckIcon, CopyIcon } from "./icons.js";
import { cx } from "./render-slot.js";

export interface CopyButtonProps {
  text: string;
  label?: string;
  className?: string;
}

/** Copies `text` to the clipboard; shows "Copied" for two seconds after a successful write. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const labels = useCopilotChatLabels();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const name = copied ? labels.copiedLabel : (label ?? labels.copyMessageLabel);
  return (
    <button
      type="button"
      className={cx("wm-icon-button", className)}
      aria-label={name}
      title={name}
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
