import type { ContentPart, UserMessage } from "@ag-ui/core";
import { contentPartName, contentPartUrl } from "@wingman/core/chat";
import type { HTMLAttributes, PropsWithChildren, ReactNode } from "react";
import type { MessageCopyButtonProps, MessageToolbarButtonProps } from "./assistant-message-toolbar.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";
import { ToolbarButton } from "./toolbar-button.js";
import { logCopyFailure, useCopyToClipboard } from "../../hooks/use-copy-to-clipboard.js";
import {
  BranchNavigation,
  EditButton,
  UserCopyButton,
  UserMessageText,
  UserMessageToolbar,
  type BranchNavigationProps,
  type CopilotChatUserMessageOnEditMessageProps,
  type CopilotChatUserMessageOnSwitchToBranchProps,
} from "./user-message-toolbar.js";
import { LightboxImage } from "../../attachments/image-lightbox.js";

export type { CopilotChatUserMessageOnEditMessageProps, CopilotChatUserMessageOnSwitchToBranchProps };

/** The replaceable parts of a user message, by the props their defaults take. */
export type CopilotChatUserMessageSlots = {
  /** Renders the message's text. Default: the text as it is, line breaks kept. */
  messageRenderer: { content: string; className?: string };
  /** The row of buttons under the message. Default: the built-in toolbar. */
  toolbar: HTMLAttributes<HTMLDivElement>;
  /** Copies the message. Default: the built-in copy button. */
  copyButton: MessageCopyButtonProps;
  /** Shown with `onEditMessage`. Default: the built-in button. */
  editButton: MessageToolbarButtonProps;
  /** "‹ n/m ›" between versions of the message. Default: the built-in navigation. */
  branchNavigation: BranchNavigationProps;
};

/** Props of `CopilotChatUserMessage`: the message, edit and branch callbacks, and toolbar slots. */
export type CopilotChatUserMessageProps = WithSlots<
  CopilotChatUserMessageSlots,
  {
    message: UserMessage;
    /** Shows the edit button; the chat decides what editing does. */
    onEditMessage?: (props: CopilotChatUserMessageOnEditMessageProps) => void;
    /** With `numberOfBranches` > 1, shows "‹ n/m ›" between this message's versions. */
    onSwitchToBranch?: (props: CopilotChatUserMessageOnSwitchToBranchProps) => void;
    /** The version shown, 0-based. Default: 0. */
    branchIndex?: number;
    /** How many versions the message has. Default: 1. */
    numberOfBranches?: number;
    /** Extra toolbar buttons. Default: none. */
    additionalToolbarItems?: ReactNode;
  } & HTMLAttributes<HTMLDivElement>
>;

function UserMessageContainer({ className, ...props }: PropsWithChildren<HTMLAttributes<HTMLDivElement>>) {
  return <div data-testid="copilot-user-message" {...props} className={cx("wm-message", "wm-message--user", className)} data-role="user" />;
}

function MediaParts({ parts }: { parts: ContentPart[] }) {
  return (
    <div className="wm-message__attachments">
      {parts.map((part, index) => {
        const url = contentPartUrl(part);
        if (part.type === "video" && url) {
          // Its first frame is the preview (preload="metadata"); the controls play it.
          return <video key={index} className="wm-message__video" src={url} controls preload="metadata" aria-label={contentPartName(part)} />;
        }
        return part.type === "image" && url ? (
          <LightboxImage key={index} src={url} alt={contentPartName(part)} />
        ) : (
          <span key={index} className="wm-attachment-chip">
            {contentPartName(part)}
          </span>
        );
      })}
    </div>
  );
}

/**
 * A user message: its text in a bubble, images and files above it, and a toolbar reachable by
 * keyboard: copy, edit (with `onEditMessage`) and branch navigation (with several branches).
 */
export function CopilotChatUserMessage(props: CopilotChatUserMessageProps) {
  const {
    message, onEditMessage, onSwitchToBranch, branchIndex, numberOfBranches, additionalToolbarItems, messageRenderer, toolbar,
    copyButton, editButton, branchNavigation, children, className, ...rest
  } = props;
  const { copied, copy } = useCopyToClipboard();
  const contentParts: ContentPart[] = typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
  const content = contentParts.map((part) => (part.type === "text" ? part.text : "")).join("");
  const media = contentParts.filter((part) => part.type !== "text");
  const parts = {
    messageRenderer: renderSlot(messageRenderer, UserMessageText, { content }),
    copyButton: renderSlot(copyButton, UserCopyButton, { copied, onClick: () => void copy(content).catch(logCopyFailure) }),
    editButton: renderSlot(editButton, EditButton, { onClick: () => onEditMessage?.({ message }) }),
    branchNavigation: renderSlot(branchNavigation, BranchNavigation, {
      message,
      currentBranch: branchIndex ?? 0,
      numberOfBranches: numberOfBranches ?? 1,
      ...(onSwitchToBranch && { onSwitchToBranch }),
    }),
  };
  const toolbarElement = renderSlot(toolbar, UserMessageToolbar, {
    children: (
      <>
        {parts.copyButton}
        {(onEditMessage || editButton) && parts.editButton}
        {(numberOfBranches ?? 1) > 1 && onSwitchToBranch && parts.branchNavigation}
        {additionalToolbarItems}
      </>
    ),
  });
  if (children) return <>{children({ ...props, ...parts, toolbar: toolbarElement, children: undefined })}</>;
  return (
    <UserMessageContainer {...rest} className={className} data-message-id={message.id}>
      {media.length > 0 && <MediaParts parts={media} />}
      {content !== "" && parts.messageRenderer}
      {content !== "" && toolbarElement}
    </UserMessageContainer>
  );
}

CopilotChatUserMessage.Container = UserMessageContainer;
CopilotChatUserMessage.MessageRenderer = UserMessageText;
CopilotChatUserMessage.Toolbar = UserMessageToolbar;
CopilotChatUserMessage.ToolbarButton = ToolbarButton;
CopilotChatUserMessage.CopyButton = UserCopyButton;
CopilotChatUserMessage.EditButton = EditButton;
CopilotChatUserMessage.BranchNavigation = BranchNavigation;
