import type { AssistantMessage, ToolMessage } from "@ag-ui/core";
import type { ReactNode } from "react";
import type { CodeHighlighter } from "./code-block.js";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CopilotChatToolCallsView } from "./copilot-chat-tool-calls-view.js";
import { CopyButton } from "./copy-button.js";
import { MarkdownRenderer, type MarkdownRendererProps } from "./markdown-renderer.js";
import { cx, renderSlot, type SlotValue } from "./render-slot.js";

export interface CopilotChatAssistantMessageProps {
  message: AssistantMessage;
  /** True while this message is the one streaming. */
  isStreaming?: boolean;
  /** The results of this message's tool calls, in call order (undefined while pending). */
  toolMessages?: ReadonlyArray<ToolMessage | undefined>;
  agentId?: string;
  className?: string;
  markdownRenderer?: SlotValue<MarkdownRendererProps>;
  copyButton?: SlotValue<{ text: string; className?: string }>;
  toolCallsView?: SlotValue<{ message: AssistantMessage; toolMessages: ReadonlyArray<ToolMessage | undefined>; agentId?: string | undefined }>;
  /** Extra toolbar buttons. */
  additionalToolbarItems?: ReactNode;
  toolbarVisible?: boolean;
  highlight?: CodeHighlighter;
}

const text = (content: unknown) => (typeof content === "string" ? content : "");

/** An assistant reply: markdown, its tool calls, and a toolbar (copy) once it is complete. */
export function CopilotChatAssistantMessage(props: CopilotChatAssistantMessageProps) {
  const labels = useCopilotChatLabels();
  const content = text(props.message.content);
  const showToolbar = (props.toolbarVisible ?? true) && content.trim() !== "" && !props.isStreaming;
  return (
    <div className={cx("wm-message", "wm-message--assistant", props.className)} data-message-id={props.message.id} data-role="assistant" data-testid="copilot-assistant-message">
      {content !== "" &&
        renderSlot(props.markdownRenderer, MarkdownRenderer, {
          content,
          streaming: props.isStreaming ?? false,
          ...(props.highlight && { highlight: props.highlight }),
        })}
      {(props.message.toolCalls?.length ?? 0) > 0 &&
        renderSlot(props.toolCallsView, CopilotChatToolCallsView, {
          message: props.message,
          toolMessages: props.toolMessages ?? [],
          agentId: props.agentId,
        })}
      {showToolbar && (
        <div className="wm-message__toolbar" role="toolbar" aria-label={labels.assistantLabel} data-testid="copilot-assistant-toolbar">
          {renderSlot(props.copyButton, CopyButton, { text: content, label: labels.assistantMessageToolbarCopyMessageLabel, "data-testid": "copilot-copy-button" })}
          {props.additionalToolbarItems}
        </div>
      )}
    </div>
  );
}
