import type { ReasoningMessage } from "@ag-ui/core";
import { useId, useState } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { MarkdownRenderer } from "./markdown-renderer.js";
import { cx } from "../../ui/render-slot.js";

/** Props of `CopilotChatReasoningMessage`: the reasoning message and whether it is streaming. */
export interface CopilotChatReasoningMessageProps {
  message: ReasoningMessage;
  /** True while this reasoning is the message streaming. */
  isStreaming?: boolean;
  className?: string;
}

/**
 * The agent's reasoning: open while it streams, collapsed afterwards (unless the user opened it),
 * behind a button with `aria-expanded`.
 */
export function CopilotChatReasoningMessage({ message, isStreaming = false, className }: CopilotChatReasoningMessageProps) {
  const labels = useCopilotChatLabels();
  const [userChoice, setUserChoice] = useState<boolean | undefined>(undefined);
  const open = userChoice ?? isStreaming;
  const contentId = useId();
  return (
    <div className={cx("wm-message", "wm-message--reasoning", className)} data-message-id={message.id} data-role="reasoning">
      <button type="button" className="wm-reasoning__toggle" aria-expanded={open} aria-controls={contentId} onClick={() => setUserChoice(!open)}>
        {isStreaming ? labels.reasoningLabel : labels.reasoningDoneLabel}
      </button>
      <div id={contentId} className="wm-reasoning__content" hidden={!open}>
        <MarkdownRenderer content={message.content} streaming={isStreaming} />
      </div>
    </div>
  );
}
