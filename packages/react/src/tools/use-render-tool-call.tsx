import { useCallback, type ReactElement } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { ToolCallView } from "./tool-call-view.js";
import type { ToolCallRenderInput } from "../types.js";
import { useRenderersVersion } from "./use-executing-tool-call.js";

/**
 * A function that renders a tool call with its registered renderer (name + agent, then name,
 * then `"*"`), or returns null when none matches, so a caller can fall back to its own view.
 */
export function useRenderToolCall(options: { agentId?: string } = {}): (input: ToolCallRenderInput) => ReactElement | null {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const agentId = options.agentId ?? chat?.agentId;
  // The version is a dependency so the function changes (and callers re-render) when renderers do.
  const renderersVersion = useRenderersVersion();
  return useCallback(
    ({ toolCall, toolMessage }: ToolCallRenderInput) =>
      copilotkit.getToolCallRenderer(toolCall.function.name, agentId) ? (
        <ToolCallView key={toolCall.id} toolCall={toolCall} toolMessage={toolMessage} agentId={agentId} />
      ) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copilotkit, agentId, renderersVersion],
  );
}
