import { useAgent, useCopilotKit } from "@wingman/react";
import { useCallback } from "react";

type Agent = ReturnType<typeof useAgent>["agent"];

/** Sends a message to the chat's agent from anywhere on the page (the "Try" buttons). */
export function useSendMessage(): (text: string) => void {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ updates: [] });
  return useCallback(
    (text: string) => {
      if (agent.isRunning) return;
      agent.addMessage({ id: crypto.randomUUID(), role: "user", content: text } as Parameters<Agent["addMessage"]>[0]);
      void copilotkit.runAgent({ agent }).catch(() => undefined);
    },
    [copilotkit, agent],
  );
}
