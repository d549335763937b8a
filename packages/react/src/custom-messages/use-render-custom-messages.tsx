import type { Message } from "@ag-ui/core";
import { memo, useCallback, type ComponentType, type ReactElement } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { messagePositions, type MessagePosition } from "./custom-message-positions.js";
import type { ReactCustomMessageRendererPosition } from "../types.js";
import { useRenderersVersion } from "../tools/use-executing-tool-call.js";

// Memoised on its props: a row that renders again (its message stopped streaming, say) leaves an
// unchanged custom message alone, as in CopilotKit's re-render tests.
const CustomMessage = memo(function CustomMessage({ renderer: Render, ...props }: { renderer: ComponentType<any> } & Record<string, unknown>) {
  return <Render {...props} />;
});

export interface UseRenderCustomMessagesParams {
  message: Message;
  position: ReactCustomMessageRendererPosition;
  /**
   * The message's place in the conversation and its run. The chat's message list passes what it
   * computed for all rows at once; without it, it is computed here from the agent's messages.
   */
  messagePosition?: MessagePosition;
}

/**
 * Inside a chat: renders the first applicable custom message renderer (agent-scoped first)
 * before or after a message, with the message's run, its place in it and that run's state.
 * Null outside a chat.
 */
export function useRenderCustomMessages(): ((params: UseRenderCustomMessagesParams) => ReactElement | null) | null {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const version = useRenderersVersion();
  const agentId = chat?.agentId;
  const render = useCallback(
    ({ message, position, messagePosition }: UseRenderCustomMessagesParams) => {
      if (!agentId) return null;
      const renderers = copilotkit.renderCustomMessages;
      const renderer = renderers.find((candidate) => candidate.agentId === agentId) ?? renderers.find((candidate) => candidate.agentId === undefined);
      if (!renderer?.render) return null;
      const agent = copilotkit.getAgent(agentId);
      const threadId = agent?.threadId ?? "";
      const where =
        messagePosition ??
        messagePositions(agent?.messages ?? [message], (id) => copilotkit.getRunIdForMessage(agentId, threadId, id)).get(message.id) ?? {
          runId: undefined,
          messageIndex: -1,
          messageIndexInRun: -1,
          numberOfMessagesInRun: 0,
        };
      const stateSnapshot = where.runId ? copilotkit.getStateByRun(agentId, threadId, where.runId) : undefined;
      return (
        <CustomMessage key={`${message.id}:${position}`} renderer={renderer.render} message={message} position={position} agentId={agentId} stateSnapshot={stateSnapshot} {...where} />
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copilotkit, agentId, version],
  );
  return chat ? render : null;
}
