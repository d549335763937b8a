import type { AgentCapabilities } from "@ag-ui/core";
import { useCallback, useSyncExternalStore } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

/**
 * The capabilities the runtime's `/info` declares for an agent (default: the chat's agent, else
 * `"default"`); undefined until `/info` has answered or when the agent declares none.
 */
export function useCapabilities(agentId?: string): AgentCapabilities | undefined {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const id = agentId ?? chat?.agentId ?? "default";
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onRuntimeConnectionStatusChanged: onChange, onAgentsChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const getSnapshot = () => copilotkit.runtimeInfo?.agents[id]?.capabilities;
  return useSyncExternalStore(subscribe, getSnapshot, () => undefined);
}
