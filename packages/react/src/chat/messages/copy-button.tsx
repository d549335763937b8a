import type { ButtonHTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CheckIcon, CopyIcon } from "../../ui/icons.js";
import { ToolbarButton } from "./toolbar-button.js";
import { logCopyFailure, useCopyToClipboard } from "../../hooks/use-copy-to-clipboard.js";

/** Props of `CopyButton`: the text it copies and its label. */
export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> {
  /** What is copied. */
  text: string;
  /** The button's accessible name. Default: the `copyMessageLabel` label. */
  label?: string;
  /** Added to the button's own class. Default: none. */
  className?: string;
  /** For tests to find the button. Default: none. */
  "data-testid"?: string;
}

/** Copies `text` to the clipboard; shows "Copied" for two seconds after a successful write. */
export function CopyButton({ text, label, ...rest }: CopyButtonProps) {
  const labels = useCopilotChatLabels();
  const { copied, copy } = useCopyToClipboard();
  const name = copied ? labels.copiedLabel : (label ?? labels.copyMessageLabel);
  return (
    <ToolbarButton {...rest} title={name} data-copied={copied || undefined} onClick={() => void copy(text).catch(logCopyFailure)}>
      {copied ? <CheckIcon /> : <CopyIcon />}
    </ToolbarButton>
  );
}
