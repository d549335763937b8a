import { useCallback, type ReactElement } from "react";
import { useCopilotChatConfiguration } from "./copilot-chat-configuration.js";
import { ToolCallView } from "./tool-call-view.js";
import type { ToolCallRenderInput } from "./types.js";
import { useRenderersVersion } from "./use-executing-tool-call.js";

/**
 * A function that renders a tool call with its registered renderer (name + agent, then name,
 * then `"*"`), or returns null when none matches.
 */
export function useRenderToolCall(options: { agentId?: string } = {}): (input: ToolCallRenderInput) => ReactElement | null {
  const chat = useCopilotChatConfiguration();
  const agentId = options.agentId ?? chat?.agentId;
  useRenderersVersion();
  return useCallback(
    ({ toolCall, toolMessage }: ToolCallRenderInput) => (
      <ToolCallView key={toolCall.id} toolCall={toolCall} toolMessage={toolMessage} agentId={agentId} />
    ),
    [agentId],
  );
}
