import type { CopilotChatLabels } from "@wingman/core/chat";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CheckIcon, CloseIcon, MicIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";
import { ToolbarButton as IconToolbarButton } from "../messages/toolbar-button.js";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** Props of `CopilotChatInput.ToolbarButton`: an icon and the label (by key) that names it. */
export type ChatInputToolbarButtonProps = ButtonProps & { icon: ReactNode; labelKey: keyof CopilotChatLabels; defaultClassName?: string };

/** An icon button of the composer, named by one of the labels (a given `title` or `aria-label` wins). */
export function ChatInputToolbarButton({ icon, labelKey, defaultClassName, className, title, ...rest }: ChatInputToolbarButtonProps) {
  const labels = useCopilotChatLabels();
  return (
    <IconToolbarButton {...rest} title={title ?? labels[labelKey]} className={cx(defaultClassName, className)}>
      {icon}
    </IconToolbarButton>
  );
}

/** Starts voice input. */
export const StartTranscribeButton = (props: ButtonProps) => (
  <ChatInputToolbarButton data-testid="copilot-start-transcribe-button" icon={<MicIcon />} labelKey="startTranscribeButtonLabel" {...props} />
);

/** Drops the recording. */
export const CancelTranscribeButton = (props: ButtonProps) => (
  <ChatInputToolbarButton data-testid="copilot-cancel-transcribe-button" icon={<CloseIcon />} labelKey="cancelTranscribeButtonLabel" {...props} />
);

/** Ends the recording and hands it over for transcription. */
export const FinishTranscribeButton = (props: ButtonProps) => (
  <ChatInputToolbarButton data-testid="copilot-finish-transcribe-button" icon={<CheckIcon />} labelKey="finishTranscribeButtonLabel" defaultClassName="wm-icon-button--active" {...props} />
);

