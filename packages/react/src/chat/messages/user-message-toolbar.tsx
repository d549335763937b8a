import type { UserMessage } from "@ag-ui/core";
import type { HTMLAttributes } from "react";
import { copyIcon, type MessageCopyButtonProps } from "./assistant-message-toolbar.js";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { ChevronLeftIcon, ChevronRightIcon, EditIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";
import { labelledToolbarButton, ToolbarButton } from "./toolbar-button.js";

/** What `onSwitchToBranch` receives: the message and the branch (0-based) to show. */
export interface CopilotChatUserMessageOnSwitchToBranchProps {
  message: UserMessage;
  branchIndex: number;
  numberOfBranches: number;
}

/** What `onEditMessage` of a user message receives: the message to edit. */
export interface CopilotChatUserMessageOnEditMessageProps {
  message: UserMessage;
}

export type BranchNavigationProps = HTMLAttributes<HTMLDivElement> & {
  /** The branch shown, 0-based. */
  currentBranch?: number;
  numberOfBranches?: number;
  onSwitchToBranch?: (props: CopilotChatUserMessageOnSwitchToBranchProps) => void;
  message: UserMessage;
};

export function UserMessageText({ content, className }: { content: string; className?: string }) {
  return <div className={cx("wm-message__bubble", className)}>{content}</div>;
}

/** The user message's actions: always visible to keyboard and touch (not hover-only). */
export function UserMessageToolbar({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const labels = useCopilotChatLabels();
  return (
    <div role="toolbar" aria-label={labels.userLabel} data-testid="copilot-user-toolbar" {...props} className={cx("wm-message__toolbar", "wm-message__toolbar--user", className)} />
  );
}

export const UserCopyButton = labelledToolbarButton<MessageCopyButtonProps>(
  "copilot-user-copy-button",
  (labels, { copied }) => (copied ? labels.copiedLabel : labels.userMessageToolbarCopyMessageLabel),
  copyIcon,
  ["copied"],
);
export const EditButton = labelledToolbarButton("copilot-edit-button", (labels) => labels.userMessageToolbarEditMessageLabel, () => <EditIcon />);

/** "‹ 2/3 ›" between the versions of a message; nothing with fewer than two. */
export function BranchNavigation({ currentBranch = 0, numberOfBranches = 1, onSwitchToBranch, message, className, ...props }: BranchNavigationProps) {
  const labels = useCopilotChatLabels();
  if (numberOfBranches < 2 || !onSwitchToBranch) return null;
  const go = (branchIndex: number) => onSwitchToBranch({ message, branchIndex, numberOfBranches });
  return (
    <div role="group" aria-label={labels.branchNavigationLabel} data-testid="copilot-branch-navigation" {...props} className={cx("wm-branch-navigation", className)}>
      <ToolbarButton title={labels.previousBranchLabel} disabled={currentBranch <= 0} onClick={() => go(currentBranch - 1)}>
        <ChevronLeftIcon />
      </ToolbarButton>
      <span className="wm-branch-navigation__position">
        {currentBranch + 1}/{numberOfBranches}
      </span>
      <ToolbarButton title={labels.nextBranchLabel} disabled={currentBranch >= numberOfBranches - 1} onClick={() => go(currentBranch + 1)}>
        <ChevronRightIcon />
      </ToolbarButton>
    </div>
  );
}
