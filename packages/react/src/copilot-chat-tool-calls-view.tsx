import type { AssistantMessage, ToolMessage } from "@ag-ui/core";
import { ToolCallView } from "./tool-call-view.js";

export interface CopilotChatToolCallsViewProps {
  message: AssistantMessage;
  toolMessages: ReadonlyArray<ToolMessage | undefined>;
  agentId?: string | undefined;
  className?: string;
}

/** The tool calls of an assistant message, each through its renderer (nothing without one). */
export function CopilotChatToolCallsView({ message, toolMessages, agentId, className }: CopilotChatToolCallsViewProps) {
  return (
    <div className={className ? `wm-tool-calls ${className}` : "wm-tool-calls"}>
      {(message.toolCalls ?? []).map((toolCall, index) => (
        <ToolCallView key={toolCall.id} toolCall={toolCall} toolMessage={toolMessages[index]} agentId={agentId} />
      ))}
    </div>
  );
}
