import type { ActivityMessage } from "@ag-ui/core";
import { validateActivityContent } from "@wingman/core/chat";
import { useCallback, type ReactElement } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import type { ReactActivityMessageRenderer } from "../types.js";
import { useRenderersVersion } from "../tools/use-executing-tool-call.js";
import { useEffect } from "react";
import { useLatest } from "../hooks/use-latest.js";

/**
 * Renders activity messages with the registered renderers: `activityType` + agent, then type,
 * then `"*"`. Content is validated with the renderer's schema; invalid content renders nothing.
 */
export function useRenderActivityMessage(options: { agentId?: string } = {}): {
  renderActivityMessage: (message: ActivityMessage) => ReactElement | null;
  findRenderer: (activityType: string) => ReactActivityMessageRenderer<any> | undefined;
} {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const agentId = options.agentId ?? chat?.agentId;
  const version = useRenderersVersion();
  const findRenderer = useCallback(
    (activityType: string) => copilotkit.getActivityMessageRenderer(activityType, agentId),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copilotkit, agentId, version],
  );
  const renderActivityMessage = useCallback(
    (message: ActivityMessage) => {
      const renderer = findRenderer(message.activityType);
      if (!renderer) return null;
      const validated = validateActivityContent(renderer.content, message);
      if (!validated) return null;
      const { content } = validated;
      const Render = renderer.render;
      return (
        <Render
          key={message.id}
          activityType={message.activityType}
          content={content as Record<string, unknown>}
          message={message}
          agent={agentId ? copilotkit.getAgent(agentId) : undefined}
        />
      );
    },
    [copilotkit, agentId, findRenderer],
  );
  return { renderActivityMessage, findRenderer };
}

/** Registers an activity renderer while mounted (it wins over the provider's). */
export function useActivityMessageRenderer<Content = Record<string, unknown>>(renderer: ReactActivityMessageRenderer<Content>): void {
  const { copilotkit } = useCopilotKit();
  const latest = useLatest(renderer);
  useEffect(
    () =>
      copilotkit.addHookRenderActivityMessage({
        activityType: latest.current.activityType,
        ...(latest.current.agentId !== undefined && { agentId: latest.current.agentId }),
        ...(latest.current.content !== undefined && { content: latest.current.content }),
        render: (props) => {
          const Render = latest.current.render as ReactActivityMessageRenderer<any>["render"];
          return <Render {...props} />;
        },
      }),
    [copilotkit, latest, renderer.activityType, renderer.agentId],
  );
}
