import type { AssistantMessage, Message, ToolMessage } from "@ag-ui/core";
import { ToolCallView } from "../../tools/tool-call-view.js";

/** Props of `CopilotChatToolCallsView`: an assistant message and the results of its tool calls. */
export interface CopilotChatToolCallsViewProps {
  message: AssistantMessage;
  /** The results of this message's tool calls, in call order (undefined while pending). */
  toolMessages?: ReadonlyArray<ToolMessage | undefined>;
  /** The conversation, where the results are looked up when `toolMessages` is not given (as CopilotKit's). */
  messages?: Message[];
  /** The agent whose tool-call renderers apply. Default: the enclosing chat's agent. */
  agentId?: string | undefined;
  /** Added to the view's own class. Default: none. */
  className?: string;
}

const resultIn = (messages: Message[] | undefined, toolCallId: string) =>
  messages?.find((candidate): candidate is ToolMessage => candidate.role === "tool" && candidate.toolCallId === toolCallId);

/** The tool calls of an assistant message, each through its renderer (nothing without one). */
export function CopilotChatToolCallsView({ message, toolMessages, messages, agentId, className }: CopilotChatToolCallsViewProps) {
  return (
    <div className={className ? `wm-tool-calls ${className}` : "wm-tool-calls"}>
      {(message.toolCalls ?? []).map((toolCall, index) => (
        <ToolCallView key={toolCall.id} toolCall={toolCall} toolMessage={toolMessages ? toolMessages[index] : resultIn(messages, toolCall.id)} agentId={agentId} />
      ))}
    </div>
  );
}
