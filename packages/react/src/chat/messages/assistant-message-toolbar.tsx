import type { HTMLAttributes } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CheckIcon, CopyIcon, RegenerateIcon, SpeakerIcon, ThumbsDownIcon, ThumbsUpIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";
import { labelledToolbarButton, type MessageToolbarButtonProps } from "./toolbar-button.js";

export type { MessageToolbarButtonProps };
export type MessageCopyButtonProps = MessageToolbarButtonProps & {
  /** True for two seconds after a successful copy. */
  copied?: boolean;
};

/** The row of message actions (a labelled `role="toolbar"`). */
export function AssistantMessageToolbar({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const labels = useCopilotChatLabels();
  return (
    <div role="toolbar" aria-label={labels.assistantLabel} data-testid="copilot-assistant-toolbar" {...props} className={cx("wm-message__toolbar", className)} />
  );
}

/** The copy icon, a check once copied. */
export const copyIcon = ({ copied }: MessageCopyButtonProps) => (copied ? <CheckIcon /> : <CopyIcon />);

export const AssistantCopyButton = labelledToolbarButton<MessageCopyButtonProps>(
  "copilot-copy-button",
  (labels, { copied }) => (copied ? labels.copiedLabel : labels.assistantMessageToolbarCopyMessageLabel),
  copyIcon,
  ["copied"],
);
export const ThumbsUpButton = labelledToolbarButton("copilot-thumbs-up-button", (labels) => labels.assistantMessageToolbarThumbsUpLabel, () => <ThumbsUpIcon />);
export const ThumbsDownButton = labelledToolbarButton("copilot-thumbs-down-button", (labels) => labels.assistantMessageToolbarThumbsDownLabel, () => <ThumbsDownIcon />);
/** Read aloud; while reading, `aria-pressed` is true and a press stops it. */
export const ReadAloudButton = labelledToolbarButton(
  "copilot-read-aloud-button",
  (labels, props) => (props["aria-pressed"] === true ? labels.stopReadAloudLabel : labels.assistantMessageToolbarReadAloudLabel),
  () => <SpeakerIcon />,
);
export const RegenerateButton = labelledToolbarButton("copilot-regenerate-button", (labels) => labels.assistantMessageToolbarRegenerateLabel, () => <RegenerateIcon />);
