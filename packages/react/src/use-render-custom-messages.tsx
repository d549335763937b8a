import type { Message } from "@ag-ui/core";
import { useCallback, type ReactElement } from "react";
import { useCopilotChatConfiguration } from "./copilot-chat-configuration.js";
import { useCopilotKit } from "./copilot-kit-context.js";
import { useRenderersVersion } from "./use-executing-tool-call.js";

/**
 * Inside a chat: renders the first applicable custom message renderer (agent-scoped first)
 * before or after a message, with the message's run and that run's state. Null outside a chat.
 */
export function useRenderCustomMessages():
  | ((params: { message: Message; position: "before" | "after"; messageIndex: number }) => ReactElement | null)
  | null {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const version = useRenderersVersion();
  const agentId = chat?.agentId;
  const render = useCallback(
    ({ message, position, messageIndex }: { message: Message; position: "before" | "after"; messageIndex: number }) => {
      if (!agentId) return null;
      const renderers = copilotkit.renderCustomMessages;
      const renderer = renderers.find((candidate) => candidate.agentId === agentId) ?? renderers.find((candidate) => candidate.agentId === undefined);
      if (!renderer?.render) return null;
      const agent = copilotkit.getAgent(agentId);
      const threadId = agent?.threadId ?? "";
      const runId = copilotkit.getRunIdForMessage(agentId, threadId, message.id);
      const stateSnapshot = runId ? copilotkit.getStateByRun(agentId, threadId, runId) : undefined;
      const Render = renderer.render;
      return (
        <Render
          key={`${message.id}:${position}`}
          message={message}
          position={position}
          runId={runId}
          messageIndex={messageIndex}
          agentId={agentId}
          stateSnapshot={stateSnapshot}
        />
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copilotkit, agentId, version],
  );
  return chat ? render : null;
}
