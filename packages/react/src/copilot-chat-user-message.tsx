import type { ContentPart, UserMessage } from "@ag-ui/core";
import { contentPartName, contentPartUrl } from "@wingman/core";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CopyButton } from "./copy-button.js";
import { cx, renderSlot, type SlotValue } from "./render-slot.js";

export interface CopilotChatUserMessageProps {
  message: UserMessage;
  className?: string;
  messageRenderer?: SlotValue<{ content: string; className?: string }>;
  copyButton?: SlotValue<{ text: string; className?: string }>;
}


function UserMessageText({ content, className }: { content: string; className?: string }) {
  return <div className={cx("wm-message__bubble", className)}>{content}</div>;
}

/** A user message: its text in a bubble, images and files above it, and a keyboard-reachable copy button. */
export function CopilotChatUserMessage(props: CopilotChatUserMessageProps) {
  const labels = useCopilotChatLabels();
  const parts: ContentPart[] = typeof props.message.content === "string" ? [{ type: "text", text: props.message.content }] : props.message.content;
  const content = parts.map((part) => (part.type === "text" ? part.text : "")).join("");
  const media = parts.filter((part) => part.type !== "text");
  return (
    <div className={cx("wm-message", "wm-message--user", props.className)} data-message-id={props.message.id} data-role="user" data-testid="copilot-user-message">
      {media.length > 0 && (
        <div className="wm-message__attachments">
          {media.map((part, index) => {
            const url = contentPartUrl(part);
            return part.type === "image" && url ? (
              <img key={index} className="wm-message__image" src={url} alt={contentPartName(part)} />
            ) : (
              <span key={index} className="wm-attachment-chip">
                {contentPartName(part)}
              </span>
            );
          })}
        </div>
      )}
      {content !== "" && renderSlot(props.messageRenderer, UserMessageText, { content })}
      {content !== "" && (
        <div className="wm-message__toolbar wm-message__toolbar--user" role="toolbar" aria-label={labels.userLabel} data-testid="copilot-user-toolbar">
          {renderSlot(props.copyButton, CopyButton, { text: content, label: labels.userMessageToolbarCopyMessageLabel, "data-testid": "copilot-user-copy-button" })}
        </div>
      )}
    </div>
  );
}
